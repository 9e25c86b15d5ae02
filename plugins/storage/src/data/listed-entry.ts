/** One row of the list route: a folder (`id: null`) or a file of the folder listed. */
export interface ListedEntry {
  readonly name: string;
  readonly id: string | null;
  readonly created_at: string | null;
  readonly updated_at: string | null;
  readonly last_accessed_at: string | null;
  readonly metadata: { readonly size?: number; readonly mimetype?: string } | null;
}

/**
 * The list route's answer, which its types leave open (storage-api's rows as the database returns
 * them): an array of entries, anything else refused rather than shown half-read.
 */
export function listedEntries(body: unknown): ListedEntry[] {
  if (!Array.isArray(body) || !body.every((entry) => typeof entry?.name === 'string')) {
    throw new Error('The folder listing was not a list of entries');
  }
  return body as ListedEntry[];
}

/** What a fetched result was read for: its cache key, and the role that read it. */
export interface ReadFor {
  readonly key: string;
  readonly role: string;
}

export type Tagged<T> = T & { readonly readFor: ReadFor };

/**
 * Which fetched data the grid may show for `current`. Its own data, always. Data read for
 * another page or filter (SWR's previous data) only while the current one loads, and only if
 * the same role read it: rows another role got are never shown under this role's name, and an
 * error for the current key is shown instead of the rows of some other key.
 */
export function shownData<T>(
  data: Tagged<T> | undefined,
  current: ReadFor | null,
  error: unknown,
): Tagged<T> | undefined {
  if (!data || !current) return undefined;
  if (data.readFor.key === current.key) return data;
  if (error) return undefined;
  return data.readFor.role === current.role ? data : undefined;
}

import type pg from 'pg';

export interface ListedEntry {
  key: string;
  is_prefix: boolean;
  metadata: { size?: number; eTag?: string; lastModified?: string } | null;
  updated_at: Date | null;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of a bucket's keys in byte order, as the caller sees them (SELECT policies decide):
 * those under `prefix` after `after`; with a `delimiter`, the keys that have it past the prefix
 * are rolled up into one common prefix each, which counts once towards the page, and a page that
 * ends on one continues after all its keys.
 */
export async function listPage(
  client: pg.ClientBase,
  bucketId: string,
  page: { prefix: string; delimiter: string; after: string; limit: number },
): Promise<ListedEntry[]> {
  const { rows } = await client.query<ListedEntry>(
    `WITH matched AS (
       SELECT name, metadata, updated_at, substr(name, char_length($2) + 1) AS rest
         FROM storage.objects
        WHERE bucket_id = $1 AND name LIKE $3 ESCAPE '\\'
     ), keyed AS (
       SELECT CASE WHEN $4 <> '' AND strpos(rest, $4) > 0
                   THEN $2 || left(rest, strpos(rest, $4) + char_length($4) - 1)
              END AS common_prefix, name, metadata, updated_at
         FROM matched
     )
     SELECT DISTINCT ON (coalesce(common_prefix, name) COLLATE "C")
            coalesce(common_prefix, name) AS key, common_prefix IS NOT NULL AS is_prefix,
            CASE WHEN common_prefix IS NULL THEN metadata END AS metadata,
            CASE WHEN common_prefix IS NULL THEN updated_at END AS updated_at
       FROM keyed
      WHERE coalesce(common_prefix, name) COLLATE "C" > $5
      ORDER BY coalesce(common_prefix, name) COLLATE "C"
      LIMIT $6`,
    [bucketId, page.prefix, `${likeLiteral(page.prefix)}%`, page.delimiter, page.after, page.limit],
  );
  return rows;
}

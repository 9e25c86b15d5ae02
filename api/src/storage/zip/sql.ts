import type pg from 'pg';

/** A file a zip download found, with the requested path it was found under. */
export interface ZippedRow {
  name: string;
  version: string;
  size: string | null;
  updated_at: Date;
  /** The requested path the row was found under. */
  path: string;
}

/** The files named or under the folders named, each once, by name. */
export async function visibleFiles(
  client: pg.ClientBase,
  bucketId: string,
  paths: readonly string[],
): Promise<ZippedRow[]> {
  const { rows } = await client.query<ZippedRow>(
    `SELECT DISTINCT ON (o.name) o.name, o.version, o.metadata->>'size' AS size, o.updated_at,
            p.path
       FROM storage.objects o
       JOIN unnest($2::text[]) AS p(path)
         ON o.name = p.path OR left(o.name, length(p.path) + 1) = p.path || '/'
      WHERE o.bucket_id = $1
      ORDER BY o.name, length(p.path)`,
    [bucketId, paths],
  );
  return rows;
}

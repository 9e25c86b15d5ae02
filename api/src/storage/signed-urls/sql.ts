import type pg from 'pg';

/** Which of `names` in the bucket `client` sees (as the caller: the SELECT policies decide). */
export async function visibleNames(
  client: pg.ClientBase,
  bucketId: string,
  names: readonly string[],
): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string }>(
    'SELECT name FROM storage.objects WHERE bucket_id = $1 AND name = ANY($2::text[])',
    [bucketId, names],
  );
  return new Set(rows.map((row) => row.name));
}

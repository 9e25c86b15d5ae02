import type { BoundQuery } from '../shared/sql-params.js';

/** A file of the bucket under test, as the API's own role lists it (policies aside). */
export interface BucketFile {
  id: string;
  name: string;
}

/** The bucket's first `limit` files in storage-api's walking order (byte order). */
export function bucketFiles(bucketId: string, limit: number): BoundQuery {
  return {
    text: `SELECT id::text, name FROM storage.objects WHERE bucket_id = $1
            ORDER BY name COLLATE "C" LIMIT $2`,
    values: [bucketId, limit],
  };
}

/** Which of these files the current role's SELECT policies let it see (list and read). */
export function visibleFileIds(ids: readonly string[]): BoundQuery {
  return {
    text: `SELECT id::text FROM storage.objects WHERE id = ANY($1::uuid[])`,
    values: [ids],
  };
}

/**
 * An upload's row at this name, as the storage service inserts it (owner from the caller's `sub`).
 * Postgres checks the INSERT policies' WITH CHECK before it looks for a conflict, so ON CONFLICT
 * DO NOTHING lets a name already taken be tested too, the policies still deciding.
 */
export function tryUpload(
  bucketId: string,
  name: string,
  owner: { owner: string | null; ownerId: string | null },
): BoundQuery {
  return {
    text: `INSERT INTO storage.objects (bucket_id, name, owner, owner_id)
           VALUES ($1, $2, $3::uuid, $4) ON CONFLICT DO NOTHING`,
    values: [bucketId, name, owner.owner, owner.ownerId],
  };
}

/**
 * A removal as the storage service runs it: a DELETE answering the row, so the SELECT policies
 * apply beside the DELETE ones. No row deleted: the role may not remove the file.
 */
export function tryRemove(id: string): BoundQuery {
  return {
    text: `DELETE FROM storage.objects WHERE id = $1::uuid RETURNING id`,
    values: [id],
  };
}

import type pg from 'pg';
import { storageErrors } from '../storage-error.js';

export { listObjects } from './list-objects-sql.js';

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string;
  metadata: {
    size?: number;
    mimetype?: string;
    eTag?: string;
    cacheControl?: string;
    lastModified?: string;
  } | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

/**
 * The object's row as `client` sees it: as the caller, the SELECT policies decide (as the
 * project's own role, for a signed URL or a public bucket, all rows); 404
 * `NoSuchKey` when it is not there or not visible. `forUpdate` locks it for a move or overwrite.
 */
export async function findObject(
  client: pg.ClientBase | pg.Pool,
  bucketId: string,
  name: string,
  forUpdate = false,
): Promise<ObjectRow> {
  const { rows } = await client.query<ObjectRow>(
    `SELECT id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at,
            updated_at, last_accessed_at
       FROM storage.objects WHERE bucket_id = $1 AND name = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [bucketId, name],
  );
  if (!rows[0]) throw storageErrors.noSuchKey();
  return rows[0];
}

/**
 * Writes the object's row as `mode` says and answers its id. Creating uses no RETURNING, so an
 * upload needs the INSERT policy only, as storage-api's does; an update keeps the row's id.
 */
export async function writeObjectRow(
  client: pg.ClientBase,
  values: readonly unknown[],
  mode: 'create' | 'upsert' | 'update',
): Promise<string> {
  if (mode === 'update') {
    const { rows } = await client.query<{ id: string }>(
      `UPDATE storage.objects SET owner = $4, owner_id = $5, version = $6, metadata = $7,
              user_metadata = $8, updated_at = now(), last_accessed_at = now()
        WHERE bucket_id = $2 AND name = $3 AND $1::uuid IS NOT NULL
        RETURNING id`,
      [...values],
    );
    if (!rows[0]) throw storageErrors.noSuchKey();
    return rows[0].id;
  }
  await client.query(
    `INSERT INTO storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ${
       mode === 'upsert'
         ? `ON CONFLICT (bucket_id, name) DO UPDATE SET id = EXCLUDED.id, owner = EXCLUDED.owner,
              owner_id = EXCLUDED.owner_id, version = EXCLUDED.version, metadata = EXCLUDED.metadata,
              user_metadata = EXCLUDED.user_metadata, updated_at = now(), last_accessed_at = now()`
         : ''
     }`,
    [...values],
  );
  return values[0] as string;
}

/** Inserts a copy's row (the INSERT policy decides), its metadata the source's. */
export async function insertObjectCopy(
  client: pg.ClientBase,
  copy: {
    id: string;
    bucketId: string;
    name: string;
    owner: string | null;
    ownerId: string | null;
    version: string;
    source: ObjectRow;
  },
): Promise<void> {
  await client.query(
    `INSERT INTO storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      copy.id,
      copy.bucketId,
      copy.name,
      copy.owner,
      copy.ownerId,
      copy.version,
      copy.source.metadata,
      copy.source.user_metadata,
    ],
  );
}

/** Renames the row to its new bucket, name and version (the UPDATE policy decides). */
export async function renameObjectRow(
  client: pg.ClientBase,
  id: string,
  to: { bucketId: string; name: string; version: string },
): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE storage.objects SET bucket_id = $2, name = $3, version = $4, updated_at = now()
      WHERE id = $1`,
    [id, to.bucketId, to.name, to.version],
  );
  return (rowCount ?? 0) > 0;
}

/** Deletes the named objects the caller may (SELECT and DELETE), answering their rows. */
export async function deleteObjectRows(
  client: pg.ClientBase,
  bucketId: string,
  names: readonly string[],
): Promise<ObjectRow[]> {
  const { rows } = await client.query<ObjectRow>(
    `DELETE FROM storage.objects WHERE bucket_id = $1 AND name = ANY($2::text[])
     RETURNING id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
               created_at, updated_at, last_accessed_at`,
    [bucketId, names],
  );
  return rows;
}

import type pg from 'pg';
import { storageErrors } from '../storage-error.js';
import type { BucketLimits } from '../upload-limits.js';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

/** The bucket as storage-api answers it (`file_size_limit` in bytes as a number). */
export const bucketAnswer = (row: BucketRow) => ({
  id: row.id,
  name: row.name,
  owner: row.owner ?? row.owner_id ?? '',
  public: row.public,
  type: 'STANDARD',
  file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
  allowed_mime_types: row.allowed_mime_types,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const limitsOf = (row: BucketRow): BucketLimits => ({
  fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
  allowedMimeTypes: row.allowed_mime_types,
});

/**
 * The bucket by id through `client`: as the caller (row-level security decides whether it is
 * seen) or as the project's own role, as storage-api reads a bucket's limits before an upload.
 * 404 `NoSuchBucket` when it is not there or not visible.
 */
export async function findBucket(client: pg.ClientBase | pg.Pool, id: string): Promise<BucketRow> {
  const { rows } = await client.query<BucketRow>(
    `SELECT id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, created_at, updated_at
       FROM storage.buckets WHERE id = $1`,
    [id],
  );
  if (!rows[0]) throw storageErrors.noSuchBucket();
  return rows[0];
}

const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, created_at, updated_at';

/** Every bucket `client` sees (as the caller: the SELECT policies decide), by name. */
export async function listBuckets(client: pg.ClientBase): Promise<BucketRow[]> {
  const { rows } = await client.query<BucketRow>(
    `SELECT ${BUCKET_COLUMNS} FROM storage.buckets ORDER BY name COLLATE "C"`,
  );
  return rows;
}

export interface NewBucket {
  readonly id: string;
  readonly name: string;
  readonly owner: string | null;
  readonly ownerId: string | null;
  readonly public: boolean;
  readonly fileSizeLimit: number | null;
  readonly allowedMimeTypes: string[] | null;
}

/** Inserts the bucket (the INSERT policy decides); a taken id is a unique violation. */
export async function insertBucket(client: pg.ClientBase, bucket: NewBucket): Promise<void> {
  await client.query(
    `INSERT INTO storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      bucket.id,
      bucket.name,
      bucket.owner,
      bucket.ownerId,
      bucket.public,
      bucket.fileSizeLimit,
      bucket.allowedMimeTypes,
    ],
  );
}

export interface BucketChange {
  readonly public?: boolean;
  readonly fileSizeLimit?: number | null;
  readonly allowedMimeTypes?: string[] | null;
}

/** Changes what is given of the bucket (the UPDATE policy decides): whether a row changed. */
export async function updateBucket(
  client: pg.ClientBase,
  id: string,
  change: BucketChange,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE storage.buckets
        SET public = CASE WHEN $2 THEN $3 ELSE public END,
            file_size_limit = CASE WHEN $4 THEN $5::bigint ELSE file_size_limit END,
            allowed_mime_types = CASE WHEN $6 THEN $7::text[] ELSE allowed_mime_types END,
            updated_at = now()
      WHERE id = $1`,
    [
      id,
      change.public !== undefined,
      change.public ?? false,
      change.fileSizeLimit !== undefined,
      change.fileSizeLimit ?? null,
      change.allowedMimeTypes !== undefined,
      change.allowedMimeTypes ?? null,
    ],
  );
  return (rowCount ?? 0) > 0;
}

/** Deletes the bucket's objects the caller may delete (a trigger records their bytes). */
export async function deleteBucketObjects(client: pg.ClientBase, id: string): Promise<void> {
  await client.query('DELETE FROM storage.objects WHERE bucket_id = $1', [id]);
}

/**
 * Deletes the bucket (the DELETE policy decides): whether a row went. An object left in it,
 * whoever may see it, is a foreign-key violation (SQLSTATE 23503): storage-api's 409.
 */
export async function deleteBucket(client: pg.ClientBase, id: string): Promise<boolean> {
  const { rowCount } = await client.query('DELETE FROM storage.buckets WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

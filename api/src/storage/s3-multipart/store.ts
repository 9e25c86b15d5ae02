import type pg from 'pg';
import { withTransaction } from '../../db/transaction.js';

/** The platform database, which keeps the uploads and their parts (`s3_multipart_uploads`). */
export type MultipartDatabase = pg.Pool;

export interface MultipartUpload {
  readonly id: string;
  readonly project_ref: string;
  readonly bucket_id: string;
  readonly name: string;
  readonly mime_type: string;
  readonly cache_control: string;
  readonly user_metadata: Record<string, unknown> | null;
  readonly state: 'open' | 'completing' | 'aborting';
  readonly created_at: Date;
}

export interface MultipartPart {
  readonly part_number: number;
  readonly version: string;
  readonly size: string;
  readonly etag: string;
  readonly uploaded_at: Date;
}

/** Where a part's bytes live: under the project's prefix, in a folder no bucket can be named. */
export const partKey = (ref: string, uploadId: string, partNumber: number, version: string) =>
  `${ref}/~s3-multipart/${uploadId}/${partNumber}/${version}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertUpload(
  db: MultipartDatabase,
  upload: Omit<MultipartUpload, 'state' | 'created_at'>,
): Promise<void> {
  await db.query(
    `INSERT INTO s3_multipart_uploads
         (id, project_ref, bucket_id, name, mime_type, cache_control, user_metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      upload.id,
      upload.project_ref,
      upload.bucket_id,
      upload.name,
      upload.mime_type,
      upload.cache_control,
      upload.user_metadata,
    ],
  );
}

/** The project's upload `id` for that bucket and key, in any state; undefined when there is none. */
export async function findUpload(
  db: MultipartDatabase,
  where: { ref: string; id: string; bucketId: string; name: string },
): Promise<MultipartUpload | undefined> {
  if (!UUID.test(where.id)) return undefined;
  const { rows } = await db.query<MultipartUpload>(
    `SELECT * FROM s3_multipart_uploads
      WHERE id = $1 AND project_ref = $2 AND bucket_id = $3 AND name = $4`,
    [where.id, where.ref, where.bucketId, where.name],
  );
  return rows[0];
}

/**
 * Records a part, replacing one of the same number, only while its upload is `open` (the upload's
 * row share-locked, so an abort or completion waits for it or it sees theirs); answers the
 * replaced part's version, null for none, or undefined when the upload is no longer open.
 */
export async function recordPart(
  db: MultipartDatabase,
  uploadId: string,
  part: { partNumber: number; version: string; size: number; etag: string },
): Promise<string | null | undefined> {
  return withTransaction(db, async (client) => {
    const open = await client.query(
      `SELECT 1 FROM s3_multipart_uploads WHERE id = $1 AND state = 'open' FOR SHARE`,
      [uploadId],
    );
    if (open.rowCount === 0) return undefined;
    const { rows: previous } = await client.query<{ version: string }>(
      `SELECT version FROM s3_multipart_parts WHERE upload_id = $1 AND part_number = $2 FOR UPDATE`,
      [uploadId, part.partNumber],
    );
    await client.query(
      `INSERT INTO s3_multipart_parts (upload_id, part_number, version, size, etag)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (upload_id, part_number) DO UPDATE
         SET version = EXCLUDED.version, size = EXCLUDED.size, etag = EXCLUDED.etag,
             uploaded_at = now()`,
      [uploadId, part.partNumber, part.version, part.size, part.etag],
    );
    return previous[0]?.version ?? null;
  });
}

/** The upload's parts by number, from just after `after`, at most `limit`. */
export async function listParts(
  db: MultipartDatabase,
  uploadId: string,
  page: { after: number; limit: number } = { after: 0, limit: 10_000 },
): Promise<MultipartPart[]> {
  const { rows } = await db.query<MultipartPart>(
    `SELECT part_number, version, size::text AS size, etag, uploaded_at
       FROM s3_multipart_parts WHERE upload_id = $1 AND part_number > $2
      ORDER BY part_number LIMIT $3`,
    [uploadId, page.after, page.limit],
  );
  return rows;
}

/**
 * Moves an upload from one state to another: whether it was in `from` (so only one completion or
 * abort takes an upload).
 */
export async function moveUpload(
  db: MultipartDatabase,
  uploadId: string,
  from: readonly MultipartUpload['state'][],
  to: MultipartUpload['state'],
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE s3_multipart_uploads SET state = $3 WHERE id = $1 AND state = ANY($2::text[])`,
    [uploadId, from, to],
  );
  return (rowCount ?? 0) > 0;
}

/** Forgets the upload and its parts (their bytes are removed first). */
export async function deleteUpload(db: MultipartDatabase, uploadId: string): Promise<void> {
  await db.query('DELETE FROM s3_multipart_uploads WHERE id = $1', [uploadId]);
}

/** Uploads begun before `before`, of any project, oldest first: the stale ones. */
export async function staleUploads(
  db: MultipartDatabase,
  before: Date,
  limit: number,
): Promise<MultipartUpload[]> {
  const { rows } = await db.query<MultipartUpload>(
    `SELECT * FROM s3_multipart_uploads WHERE created_at < $1 ORDER BY created_at LIMIT $2`,
    [before, limit],
  );
  return rows;
}

/** One entry of a listing of uploads: an upload, or a common prefix (no id) rolling some up. */
export interface ListedUpload {
  readonly key: string;
  readonly upload_id: string | null;
  readonly initiated: Date | null;
}

/**
 * One page of a bucket's open uploads, ordered by key (byte order) then upload id, after the
 * markers (a key, and within it an upload id); with a `delimiter`, the keys that have it past the
 * prefix roll up into one common prefix each. Open uploads are few (a day's at most), so the
 * page is read from all of the bucket's under the prefix.
 */
export async function listUploads(
  db: MultipartDatabase,
  page: {
    ref: string;
    bucketId: string;
    prefix: string;
    delimiter: string;
    keyMarker: string;
    uploadIdMarker: string;
    limit: number;
  },
): Promise<ListedUpload[]> {
  const { rows } = await db.query<ListedUpload>(
    `WITH matched AS (
       SELECT id::text AS id, name, created_at, substr(name, char_length($3::text) + 1) AS rest
         FROM s3_multipart_uploads
        WHERE project_ref = $1 AND bucket_id = $2 AND state = 'open' AND starts_with(name, $3)
     ), entries AS (
       SELECT CASE WHEN $4::text <> '' AND strpos(rest, $4) > 0
                   THEN $3::text || left(rest, strpos(rest, $4) + char_length($4) - 1) END
                AS common_prefix, id, name, created_at
         FROM matched
     ), page AS (
       SELECT coalesce(common_prefix, name) AS key,
              CASE WHEN common_prefix IS NULL THEN id END AS upload_id,
              min(created_at) AS initiated
         FROM entries GROUP BY 1, 2
     )
     SELECT key, upload_id, CASE WHEN upload_id IS NULL THEN NULL ELSE initiated END AS initiated
       FROM page
      WHERE key COLLATE "C" > $5
         OR (key = $5 AND $6 <> '' AND upload_id IS NOT NULL AND upload_id > $6)
      ORDER BY key COLLATE "C", upload_id NULLS FIRST
      LIMIT $7`,
    [
      page.ref,
      page.bucketId,
      page.prefix,
      page.delimiter,
      page.keyMarker,
      page.uploadIdMarker,
      page.limit,
    ],
  );
  return rows;
}

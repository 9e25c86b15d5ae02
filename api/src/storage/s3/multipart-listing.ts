import type { Context } from 'hono';
import { findBucket } from '../buckets/sql.js';
import { checkBucketName } from '../object-names.js';
import { callerOf } from '../storage-caller.js';
import { listUploads } from '../s3-multipart/store.js';
import type { MultipartServices } from './multipart-operations.js';
import type { S3Env } from './s3-auth.js';
import { s3Errors } from './s3-error.js';
import { xmlResponse } from './xml.js';

/** S3's page of uploads, and its largest. */
const MAX_UPLOADS = 1000;

/**
 * ListMultipartUploads (`GET /{bucket}?uploads`): the bucket's open uploads, by key then upload
 * id, with `prefix`, `delimiter` (CommonPrefixes), `max-uploads` and the `key-marker` and
 * `upload-id-marker` of the page before, answered as S3 (and storage-api) answer it. The caller
 * is the access key's `service_role`, who may see every upload of the project.
 */
export async function listMultipartUploads(
  c: Context<S3Env>,
  m: MultipartServices,
  bucketId: string,
): Promise<Response> {
  const id = checkBucketName(bucketId);
  const query = new URL(c.req.url).searchParams;
  const prefix = query.get('prefix') ?? '';
  const delimiter = query.get('delimiter') ?? '';
  const keyMarker = query.get('key-marker') ?? '';
  const uploadIdMarker = keyMarker === '' ? '' : (query.get('upload-id-marker') ?? '');
  const maxText = query.get('max-uploads');
  const maxUploads = maxText === null ? MAX_UPLOADS : Number(maxText);
  if (!Number.isInteger(maxUploads) || maxUploads < 0) {
    throw s3Errors.invalidArgument('max-uploads must be a whole number of at least 0');
  }
  const limit = Math.min(maxUploads, MAX_UPLOADS);
  const caller = callerOf(c);
  await caller.run((client) => findBucket(client, id));
  const rows =
    limit === 0
      ? []
      : await listUploads(m.db, {
          ref: caller.project.ref,
          bucketId: id,
          prefix,
          delimiter,
          keyMarker,
          uploadIdMarker,
          limit: limit + 1,
        });
  const page = rows.slice(0, limit);
  const truncated = rows.length > limit;
  const last = page.at(-1);
  const owner = { ID: caller.project.ref, DisplayName: caller.project.ref };
  return xmlResponse('ListMultipartUploadsResult', {
    Bucket: id,
    KeyMarker: keyMarker,
    UploadIdMarker: uploadIdMarker,
    NextKeyMarker: truncated ? last!.key : undefined,
    NextUploadIdMarker: truncated ? (last!.upload_id ?? undefined) : undefined,
    Delimiter: delimiter === '' ? undefined : delimiter,
    Prefix: prefix,
    MaxUploads: limit,
    IsTruncated: truncated,
    Upload: page
      .filter((entry) => entry.upload_id !== null)
      .map((entry) => ({
        Key: entry.key,
        UploadId: entry.upload_id!,
        Initiator: owner,
        Owner: owner,
        StorageClass: 'STANDARD',
        Initiated: entry.initiated!,
      })),
    CommonPrefixes: page
      .filter((entry) => entry.upload_id === null)
      .map((entry) => ({ Prefix: entry.key })),
  });
}

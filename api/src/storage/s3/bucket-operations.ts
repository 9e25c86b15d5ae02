import type { Context } from 'hono';
import { deleteBucket, findBucket, insertBucket, listBuckets } from '../buckets/sql.js';
import { checkBucketName } from '../object-names.js';
import { callerOf, ownerOf } from '../storage-caller.js';
import { isUniqueViolation, storageErrors } from '../storage-error.js';
import type { S3Env } from './s3-auth.js';
import { xmlResponse } from './xml.js';

type S3Context = Context<S3Env>;

/** S3's first region, which its answers leave unnamed. */
const DEFAULT_REGION = 'us-east-1';

/** SQLSTATE of a foreign-key violation: a bucket that still holds objects. */
const FOREIGN_KEY_VIOLATION = '23503';

/** ListBuckets: every bucket the caller sees, by name. */
export async function listAllBuckets(c: S3Context): Promise<Response> {
  const caller = callerOf(c);
  const rows = await caller.run(listBuckets);
  return xmlResponse('ListAllMyBucketsResult', {
    Owner: { ID: caller.project.ref, DisplayName: caller.project.ref },
    Buckets: { Bucket: rows.map((row) => ({ Name: row.id, CreationDate: row.created_at })) },
  });
}

/** HeadBucket: 200 when the bucket is there and seen, 404 otherwise. */
export async function headBucket(c: S3Context, bucketId: string): Promise<Response> {
  await callerOf(c).run((client) => findBucket(client, checkBucketName(bucketId)));
  return new Response(null, { status: 200 });
}

/**
 * GetBucketLocation: the deployment's region, once the bucket is found as the caller. S3 answers
 * an empty constraint for `us-east-1`, which clients read as that region.
 */
export async function bucketLocation(
  c: S3Context,
  bucketId: string,
  region: string,
): Promise<Response> {
  await callerOf(c).run((client) => findBucket(client, checkBucketName(bucketId)));
  return xmlResponse('LocationConstraint', region === DEFAULT_REGION ? '' : region);
}

/** CreateBucket: a private bucket with no limits of its own; 409 when the name is taken. */
export async function createBucket(c: S3Context, bucketId: string): Promise<Response> {
  const id = checkBucketName(bucketId);
  const caller = callerOf(c);
  const { owner, ownerId } = ownerOf(caller);
  await caller
    .run((client) =>
      insertBucket(client, {
        id,
        name: id,
        owner,
        ownerId,
        public: false,
        fileSizeLimit: null,
        allowedMimeTypes: null,
      }),
    )
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? storageErrors.bucketAlreadyExists() : error;
    });
  return new Response(null, { status: 200, headers: { location: `/${id}` } });
}

/** DeleteBucket: an empty bucket only (409 `BucketNotEmpty`), 204. */
export async function removeBucket(c: S3Context, bucketId: string): Promise<Response> {
  const id = checkBucketName(bucketId);
  await callerOf(c).run(async (client) => {
    await findBucket(client, id);
    const deleted = await deleteBucket(client, id).catch((error: { code?: string }) => {
      throw error.code === FOREIGN_KEY_VIOLATION ? storageErrors.bucketNotEmpty() : error;
    });
    if (!deleted) throw storageErrors.noSuchBucket();
  });
  return new Response(null, { status: 204 });
}

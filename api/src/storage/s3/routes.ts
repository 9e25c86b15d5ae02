import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { audited } from '../../module/index.js';
import { acceptsBody, runsAsCaller } from '../../project-api/index.js';
import type { StorageServices } from '../storage-services.js';
import {
  bucketLocation,
  createBucket,
  headBucket,
  listAllBuckets,
  removeBucket,
} from './bucket-operations.js';
import { listObjectsV2 } from './list-objects-v2.js';
import { listMultipartUploads } from './multipart-listing.js';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  listPartsOperation,
  uploadPart,
  type MultipartServices,
} from './multipart-operations.js';
import {
  copyObjectOperation,
  deleteObjectOperation,
  deleteObjectsOperation,
  getObjectOperation,
  objectPathOf,
  putObjectOperation,
} from './object-operations.js';
import { s3Auth, type S3AuthDependencies, type S3Env } from './s3-auth.js';
import { uploadPartCopy } from './upload-part-copy.js';
import { s3ErrorOf, s3ErrorResponse, s3Errors } from './s3-error.js';

type S3Context = Context<S3Env>;

/**
 * Runs an S3 operation and answers what it throws as S3's XML error; an error that is not the
 * client's doing is logged and answered `InternalError`, never in another shape.
 */
const operation =
  (work: (c: S3Context) => Promise<Response>) =>
  async (c: S3Context): Promise<Response> => {
    try {
      return await work(c);
    } catch (error) {
      const known = s3ErrorOf(error);
      if (known) return s3ErrorResponse(c, known);
      c.get('log')?.error({ err: error }, 's3: operation failed');
      return s3ErrorResponse(c, s3Errors.internalError());
    }
  };

const has = (c: S3Context, parameter: string) => new URL(c.req.url).searchParams.has(parameter);

/**
 * The S3 protocol at `/storage/v1/s3`, path-style (`/s3/{bucket}/{key}`), over the same storage
 * service as `/storage/v1`: each route checks the request's Signature V4 (`s3Auth`) in place of
 * the `apikey`, runs as the access key's project `service_role`, and takes its body as a stream.
 * Operations are told apart as S3 tells them: by method, path and query (`?uploads`, `?delete`).
 */
export function s3Routes(
  services: StorageServices,
  deps: S3AuthDependencies,
  /** What GetBucketLocation answers: the deployment's region. */
  region: string,
) {
  const auth = s3Auth(deps);
  const multipart: MultipartServices = {
    services,
    // The platform database is there once the platform module started, before any request.
    get db() {
      return deps.platform.get().pool;
    },
  };
  /** An operation's chain; `event` names what it records in the audit log, as the platform's. */
  const route = (
    work: (c: S3Context) => Promise<Response>,
    event?: 'bucket.created' | 'bucket.deleted',
  ): MiddlewareHandler<S3Env>[] => [
    runsAsCaller() as unknown as MiddlewareHandler<S3Env>,
    ...(event ? [audited(event) as MiddlewareHandler<S3Env>] : []),
    acceptsBody('stream'),
    auth,
    operation(work),
  ];
  // The AWS SDK sends `/{bucket}/` where other clients send `/{bucket}`: both name the bucket.
  const bucketOf = (c: S3Context) => (c.req.param('bucket') ?? '').replace(/\/$/, '');
  const pathOf = (c: S3Context) => objectPathOf(bucketOf(c), c.req.param('key') ?? '');

  const listBuckets = route(listAllBuckets);
  // CreateBucket and DeleteBucket change what the project has, so they are audited as the
  // storage-js and dashboard bucket routes are; every other call is what applications do all day.
  const newBucket = route((c) => createBucket(c, bucketOf(c)), 'bucket.created');
  const goneBucket = route((c) => removeBucket(c, bucketOf(c)), 'bucket.deleted');
  const bucket = route(async (c) => {
    const id = bucketOf(c);
    switch (c.req.method) {
      case 'HEAD':
        return headBucket(c, id);
      case 'POST':
        if (has(c, 'delete')) return deleteObjectsOperation(c, services, id);
        throw s3Errors.notImplemented('This bucket operation');
      default:
        if (has(c, 'uploads')) return listMultipartUploads(c, multipart, id);
        if (has(c, 'location')) return bucketLocation(c, id, region);
        return listObjectsV2(c, id);
    }
  });
  const object = route(async (c) => {
    const path = pathOf(c);
    const ofUpload = has(c, 'uploadId');
    switch (c.req.method) {
      case 'HEAD':
        return getObjectOperation(c, services, path);
      case 'GET':
        if (ofUpload) return listPartsOperation(c, multipart, path);
        return getObjectOperation(c, services, path);
      case 'PUT': {
        if (ofUpload && has(c, 'partNumber')) {
          const partSource = c.req.header('x-amz-copy-source');
          if (partSource !== undefined) return uploadPartCopy(c, multipart, path, partSource);
          return uploadPart(c, multipart, path);
        }
        const copySource = c.req.header('x-amz-copy-source');
        if (copySource !== undefined) return copyObjectOperation(c, services, path, copySource);
        return putObjectOperation(c, services, path);
      }
      case 'DELETE':
        if (ofUpload) return abortMultipartUpload(c, multipart, path);
        return deleteObjectOperation(c, services, path);
      default:
        if (has(c, 'uploads')) return createMultipartUpload(c, multipart, path);
        if (ofUpload) return completeMultipartUpload(c, multipart, path);
        throw s3Errors.notImplemented('This object operation');
    }
  });

  const methods = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'];
  const bucketPath = '/s3/:bucket{[^/]+/?}';
  return new Hono<S3Env>()
    .on(['GET'], ['/s3', '/s3/'], ...listBuckets)
    .on(['PUT'], [bucketPath], ...newBucket)
    .on(['DELETE'], [bucketPath], ...goneBucket)
    .on(['GET', 'HEAD', 'POST'], [bucketPath], ...bucket)
    .on(methods, ['/s3/:bucket/:key{.+}'], ...object);
}

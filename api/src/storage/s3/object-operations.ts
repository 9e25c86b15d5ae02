import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import { findBucket } from '../buckets/sql.js';
import { objectKey } from '../object-key.js';
import { checkBucketName, checkObjectName } from '../object-names.js';
import { copyObject } from '../objects/copy-object.js';
import { putObject } from '../objects/put-object.js';
import { removeObjects } from '../objects/remove-objects.js';
import { serveObject } from '../objects/serve-object.js';
import { findObject, type ObjectRow } from '../objects/sql.js';
import { callerOf } from '../storage-caller.js';
import { StorageError } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';
import { objectBytesOf } from './payload.js';
import { signatureOf, type S3Env } from './s3-auth.js';
import { s3Errors } from './s3-error.js';
import { elementsOf, textOf, XmlSyntaxError, xmlResponse } from './xml.js';

type S3Context = Context<S3Env>;

/** The bucket and key an object operation names, checked as the storage API checks them. */
export interface ObjectPath {
  readonly bucketId: string;
  readonly name: string;
}

export const objectPathOf = (bucketId: string, name: string): ObjectPath => ({
  bucketId: checkBucketName(bucketId),
  name: checkObjectName(name),
});

const DEFAULT_MIME_TYPE = 'application/octet-stream';
const DEFAULT_CACHE_CONTROL = 'no-cache';

/** The `x-amz-meta-*` headers, as an object's user metadata (null when there are none). */
function userMetadataOf(headers: Headers): Record<string, string> | null {
  const found = [...headers.entries()].filter(([name]) => name.startsWith('x-amz-meta-'));
  return found.length === 0
    ? null
    : Object.fromEntries(found.map(([name, value]) => [name.slice('x-amz-meta-'.length), value]));
}

/** The size of the object's bytes the client declared: the decoded length of a chunked body. */
function declaredSizeOf(headers: Headers): number | undefined {
  const text = headers.get('x-amz-decoded-content-length') ?? headers.get('content-length');
  const size = text === null ? NaN : Number(text);
  return Number.isSafeInteger(size) && size >= 0 ? size : undefined;
}

/** The request's body as a stream (empty for none). */
export const requestBody = (c: S3Context): Readable =>
  c.req.raw.body
    ? Readable.fromWeb(c.req.raw.body as WebReadableStream<Uint8Array>)
    : Readable.from([]);

/**
 * The object's row as the caller sees it, after its bucket: so a missing bucket is
 * `NoSuchBucket` and a missing key in one `NoSuchKey`, as S3 tells them apart.
 */
export const findObjectIn = (c: S3Context, path: ObjectPath): Promise<ObjectRow> =>
  callerOf(c).run(async (client) => {
    await findBucket(client, path.bucketId);
    return findObject(client, path.bucketId, path.name);
  });

/** Answers the object's ETag and its time, as PutObject and CopyObject report them. */
const writtenTag = async (c: S3Context, path: ObjectPath) => {
  const row = await callerOf(c).run((client) => findObject(client, path.bucketId, path.name));
  return {
    etag: row.metadata?.eTag ?? '',
    lastModified: new Date(row.metadata?.lastModified ?? row.updated_at),
  };
};

/**
 * PutObject: the body's bytes (verified as its signature says) through the storage service's one
 * upload path, replacing an object of that name once the new one is complete, as S3 does.
 */
export async function putObjectOperation(
  c: S3Context,
  services: StorageServices,
  path: ObjectPath,
): Promise<Response> {
  const headers = c.req.raw.headers;
  const bytes = objectBytesOf(requestBody(c), signatureOf(c));
  await putObject(services, callerOf(c), path.bucketId, path.name, bytes, {
    mimeType: headers.get('content-type') ?? DEFAULT_MIME_TYPE,
    cacheControl: headers.get('cache-control') ?? DEFAULT_CACHE_CONTROL,
    userMetadata: userMetadataOf(headers),
    declaredSize: declaredSizeOf(headers),
    mode: 'upsert',
    signal: c.req.raw.signal,
  });
  const { etag } = await writtenTag(c, path);
  return new Response(null, { status: 200, headers: { etag } });
}

/** GetObject and HeadObject: the storage API's download, ranges (206) included. */
export async function getObjectOperation(
  c: S3Context,
  services: StorageServices,
  path: ObjectPath,
): Promise<Response> {
  const row = await findObjectIn(c, path);
  return serveObject(c, services, callerOf(c).project.ref, row);
}

/** DeleteObject: 204 whether or not the key held an object, as S3 answers; the bucket must exist. */
export async function deleteObjectOperation(
  c: S3Context,
  services: StorageServices,
  path: ObjectPath,
): Promise<Response> {
  await callerOf(c).run((client) => findBucket(client, path.bucketId));
  await removeObjects(services, callerOf(c), path.bucketId, [path.name]);
  return new Response(null, { status: 204 });
}

/** S3's most keys per DeleteObjects. */
const MAX_DELETE_KEYS = 1000;

/** Reads a small XML request body whole (DeleteObjects, CompleteMultipartUpload): at most 1 MB. */
export async function xmlBodyOf(c: S3Context): Promise<string> {
  const limit = 1024 * 1024;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of objectBytesOf(requestBody(c), signatureOf(c))) {
    size += (chunk as Buffer).length;
    if (size > limit) throw s3Errors.malformedXml();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * DeleteObjects: the keys of `<Delete><Object><Key>`, removed in one transaction; each is
 * reported deleted (a key that held nothing too, as S3 does) unless `<Quiet>` is true.
 */
export async function deleteObjectsOperation(
  c: S3Context,
  services: StorageServices,
  bucketId: string,
): Promise<Response> {
  const id = checkBucketName(bucketId);
  let keys: string[];
  let quiet: boolean;
  try {
    const body = await xmlBodyOf(c);
    keys = elementsOf(body, 'Object').map((object) => {
      const key = textOf(object, 'Key');
      if (key === undefined) throw new XmlSyntaxError();
      return key;
    });
    quiet = textOf(body, 'Quiet') === 'true';
  } catch (error) {
    throw error instanceof XmlSyntaxError ? s3Errors.malformedXml() : error;
  }
  if (keys.length === 0 || keys.length > MAX_DELETE_KEYS) throw s3Errors.malformedXml();
  await callerOf(c).run((client) => findBucket(client, id));
  await removeObjects(services, callerOf(c), id, keys);
  return xmlResponse('DeleteResult', {
    Deleted: quiet ? [] : keys.map((key) => ({ Key: key })),
  });
}

/** The bucket and key of `x-amz-copy-source` (`/bucket/key` or `bucket/key`, URL-encoded). */
export function copySourceOf(header: string): ObjectPath {
  const [path, query] = header.split('?');
  if (query !== undefined && query !== '') {
    throw s3Errors.notImplemented('Copying a version of an object');
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path!).replace(/^\//, '');
  } catch {
    throw s3Errors.invalidArgument('x-amz-copy-source is not validly encoded');
  }
  const slash = decoded.indexOf('/');
  if (slash <= 0) throw s3Errors.invalidArgument('x-amz-copy-source must name a bucket and a key');
  return objectPathOf(decoded.slice(0, slash), decoded.slice(slash + 1));
}

/**
 * CopyObject: the storage service's copy (the bytes copied inside the store) when the target is
 * free; over an object that exists, the source's bytes stream through the one upload path, which
 * replaces it once complete, as S3's copy does.
 */
export async function copyObjectOperation(
  c: S3Context,
  services: StorageServices,
  target: ObjectPath,
  copySource: string,
): Promise<Response> {
  const source = copySourceOf(copySource);
  const caller = callerOf(c);
  await caller.run((client) => findBucket(client, target.bucketId));
  try {
    await copyObject(services, caller, {
      bucketId: source.bucketId,
      from: source.name,
      toBucketId: target.bucketId,
      to: target.name,
    });
  } catch (error) {
    if (!(error instanceof StorageError && error.code === 'KeyAlreadyExists')) throw error;
    const row = await findObjectIn(c, source);
    const { body } = await services.store.get(
      objectKey(caller.project.ref, row.bucket_id, row.name, row.version),
    );
    await putObject(services, caller, target.bucketId, target.name, body, {
      mimeType: row.metadata?.mimetype ?? DEFAULT_MIME_TYPE,
      cacheControl: row.metadata?.cacheControl ?? DEFAULT_CACHE_CONTROL,
      userMetadata: row.user_metadata,
      declaredSize: row.metadata?.size,
      mode: 'upsert',
      signal: c.req.raw.signal,
    });
  }
  const { etag, lastModified } = await writtenTag(c, target);
  return xmlResponse('CopyObjectResult', { ETag: etag, LastModified: lastModified });
}

import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { writeObjectRow } from './sql.js';
import { findBucket, limitsOf } from '../buckets/sql.js';
import { objectKey } from '../object-key.js';
import { checkBucketName, checkObjectName } from '../object-names.js';
import { finishPendingDeletions } from '../pending-deletions.js';
import { ownerOf, type StorageCaller } from '../storage-caller.js';
import { isUniqueViolation, storageErrors } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';
import { checkMimeType, uploadLimitOf } from '../upload-limits.js';

export interface PutObjectOptions {
  readonly mimeType: string;
  readonly cacheControl: string;
  readonly userMetadata: Record<string, unknown> | null;
  /** The size the client declared, so an upload over the limit is refused before any byte. */
  readonly declaredSize?: number;
  /**
   * `create`: a new object, a 409 when the name is taken (INSERT policy); `upsert`: create or
   * replace (`x-upsert`; INSERT and UPDATE); `update`: replace one that exists, 404 otherwise
   * (SELECT and UPDATE).
   */
  readonly mode: 'create' | 'upsert' | 'update';
  /** Aborted when the client goes away: the bytes written so far are removed. */
  readonly signal?: AbortSignal;
}

export interface PutObjectResult {
  readonly id: string;
  /** `{bucket}/{name}`, as storage-api answers `Key`. */
  readonly key: string;
}

/** Thrown inside a transaction to roll back a permission test that passed. */
const PERMITTED = Symbol('permitted');

/**
 * Stores an object, whatever protocol brought it (storage-js here; tus and S3 call the same), so
 * nothing is ever half-written:
 *
 * 1. the bucket's limits are read as the project's own role, as storage-api does, and the name,
 *    type and declared size checked;
 * 2. the row's insert (or upsert) is tried as the caller and rolled back, so storage policies
 *    refuse an upload before any byte is taken, and a duplicate is a 409 then;
 * 3. the bytes stream to a key of a new version, never one a committed row points to;
 * 4. the row is committed in one transaction as the caller. If anything fails after 3 the new
 *    bytes are removed. An overwrite's old bytes are recorded for removal by the same transaction
 *    (a trigger) and removed once it committed.
 */
export async function putObject(
  services: StorageServices,
  caller: StorageCaller,
  bucketId: string,
  name: string,
  body: Readable,
  options: PutObjectOptions,
): Promise<PutObjectResult> {
  const { project } = caller;
  const limit = await checkUpload(services, caller, bucketId, name, options);
  const id = randomUUID();
  const version = randomUUID();
  const row = uploadRow(caller, id, bucketId, name, version, options.userMetadata);

  // An unreachable store is a 503 before any byte is taken, as the interface asks.
  if (!(await services.store.reachable())) throw storageErrors.storeUnavailable();
  const key = objectKey(project.ref, bucketId, name, version);
  // The store reads the limited stream; an error of either side reaches it, and ends both.
  const limited = sizeLimit(limit);
  pipeline(body, limited).catch(() => undefined);
  try {
    const stored = await services.store.put(key, limited, {
      contentType: options.mimeType,
      size: options.declaredSize,
      signal: options.signal,
    });
    const metadata = {
      eTag: stored.etag,
      size: stored.size,
      mimetype: options.mimeType,
      cacheControl: options.cacheControl,
      lastModified: stored.lastModified.toISOString(),
      contentLength: stored.size,
      httpStatusCode: 200,
    };
    const written = await caller.run((client) =>
      writeObjectRow(client, row(metadata), options.mode),
    );
    if (options.mode !== 'create') {
      await finishPendingDeletions(project, services.store, services.log);
    }
    return { id: written, key: `${bucketId}/${name}` };
  } catch (error) {
    body.resume();
    await services.store.delete([key]).catch((cleanup: unknown) => {
      services.log.warn({ err: cleanup, key }, 'storage: bytes of a failed upload not removed');
    });
    throw isUniqueViolation(error) ? storageErrors.keyAlreadyExists() : error;
  }
}

/**
 * Steps 1 and 2 of `putObject` without the bytes: whether the caller may store `name` in the
 * bucket with these options (names, type, declared size, policies), so a protocol that takes the
 * bytes later (tus) refuses before the first one. Answers the most bytes the upload may have.
 */
export async function checkUpload(
  services: StorageServices,
  caller: StorageCaller,
  bucketId: string,
  name: string,
  options: Pick<PutObjectOptions, 'mimeType' | 'declaredSize' | 'mode' | 'userMetadata'>,
): Promise<number> {
  checkBucketName(bucketId);
  checkObjectName(name);
  const bucket = await findBucket(caller.project.pool, bucketId);
  const limit = uploadLimitOf(limitsOf(bucket), await services.uploadLimit(caller.project));
  checkMimeType(options.mimeType, limitsOf(bucket));
  if (options.declaredSize !== undefined && options.declaredSize > limit) {
    throw storageErrors.entityTooLarge();
  }
  const row = uploadRow(caller, randomUUID(), bucketId, name, randomUUID(), options.userMetadata);
  await permissionTest(caller, (client) => writeObjectRow(client, row({}), options.mode));
  return limit;
}

/** The values of an uploaded object's row, given its metadata (`writeObjectRow`'s order). */
function uploadRow(
  caller: StorageCaller,
  id: string,
  bucketId: string,
  name: string,
  version: string,
  userMetadata: Record<string, unknown> | null,
) {
  const { owner, ownerId } = ownerOf(caller);
  return (metadata: Record<string, unknown>) =>
    [id, bucketId, name, owner, ownerId, version, metadata, userMetadata] as const;
}

/** Runs `work` as the caller and rolls it back: whether the caller may, without the change. */
async function permissionTest(
  caller: StorageCaller,
  work: (client: pg.ClientBase) => Promise<unknown>,
): Promise<void> {
  try {
    await caller.run(async (client) => {
      await work(client);
      throw PERMITTED;
    });
  } catch (error) {
    if (error === PERMITTED) return;
    throw isUniqueViolation(error) ? storageErrors.keyAlreadyExists() : error;
  }
}

/** Passes bytes through until there are more than `limit`, then fails with a 413. */
function sizeLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(storageErrors.entityTooLarge());
      else done(null, chunk);
    },
  });
}

/**
 * Whether the caller may upload `name` (the INSERT policy; with `upsert`, UPDATE too), tried and
 * rolled back as `putObject` does first: what a signed upload URL is checked against when signed.
 */
export async function checkUploadAllowed(
  caller: StorageCaller,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<void> {
  checkBucketName(bucketId);
  checkObjectName(name);
  await findBucket(caller.project.pool, bucketId);
  const row = uploadRow(caller, randomUUID(), bucketId, name, randomUUID(), null);
  await permissionTest(caller, (client) =>
    writeObjectRow(client, row({}), upsert ? 'upsert' : 'create'),
  );
}

import type { Context } from 'hono';
import { ObjectStoreUnavailable } from './backends/object-store.js';

/**
 * An error the storage API answers in storage-api's shape: `statusCode` (a string), `code`,
 * `error` and `message`, with storage-api's status codes, so storage-js reads it as it would.
 */
export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
  ) {
    super(message);
  }
}

/** storage-api's errors, by the names it gives them. */
export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  invalidKey: (key: string) =>
    new StorageError(400, 'InvalidKey', `Invalid key: ${JSON.stringify(key).slice(1, 201)}`),
  /** S3's own code and words for a key over its limits, with which limit. */
  keyTooLong: (which: string) =>
    new StorageError(400, 'KeyTooLongError', `Your key is too long: ${which}`),
  invalidBucketName: () =>
    new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  missingParameter: (parameter: string) =>
    new StorageError(400, 'MissingParameter', `Missing Required Parameter ${parameter}`),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  invalidRange: () =>
    new StorageError(400, 'InvalidRange', 'invalid range provided', 'invalid_range'),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  notSupported: (message: string) => new StorageError(501, 'NotSupported', message),
  storeUnavailable: () =>
    new StorageError(
      503,
      'ServiceUnavailable',
      'The storage backend cannot be reached; nothing was changed, try again later',
    ),
} as const;

/** pg's SQLSTATE on a database error. */
const sqlStateOf = (error: unknown) => (error as { code?: unknown } | undefined)?.code;

/**
 * The storage error a thrown error stands for: row-level security refusals (SQLSTATE 42501) are
 * 403 as storage-api answers them, an unreachable store 503; anything else is not the client's
 * doing and is left to Atrium's error handler (undefined).
 */
export function storageErrorOf(error: unknown): StorageError | undefined {
  if (error instanceof StorageError) return error;
  if (error instanceof ObjectStoreUnavailable) return storageErrors.storeUnavailable();
  if (sqlStateOf(error) === '42501') {
    return storageErrors.accessDenied((error as Error).message);
  }
  return undefined;
}

/** Answers `error` in storage-api's shape. */
export const storageErrorResponse = (c: Context, error: StorageError) =>
  c.json(
    {
      statusCode: String(error.status),
      code: error.code,
      error: error.error,
      message: error.message,
    },
    error.status as 400,
  );

/**
 * Runs a storage route's work and answers what it throws in storage-api's shape; an error that
 * is not one (a bug, a lost database) goes on to Atrium's error handler.
 */
export async function answering(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    const known = storageErrorOf(error);
    if (known) return storageErrorResponse(c, known);
    throw error;
  }
}

/** Whether `error` is a unique violation (SQLSTATE 23505): the name or id is taken. */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

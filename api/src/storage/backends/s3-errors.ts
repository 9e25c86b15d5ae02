import { ObjectStoreUnavailable, StoredObjectMissing } from './object-store.js';

/** Socket errors that mean the store did not answer, not that it refused the request. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'UND_ERR_SOCKET',
]);

/** S3's answers when it is up but cannot serve now (5xx). */
const BUSY = new Set(['InternalError', 'ServiceUnavailable', 'SlowDown']);

/** S3's answers for a key (or a copy's source) that holds nothing. */
const MISSING = new Set(['NoSuchKey', 'NotFound']);

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Whether S3 answered that the key holds nothing (`HEAD` answers a bare 404, `GET` `NoSuchKey`). */
export const isMissing = (error: unknown): boolean => MISSING.has(codeOf(error) ?? '');

/**
 * The store's error as the `ObjectStore` contract names it. Messages name the endpoint and the
 * store's error code, never a key (object names are the projects' data) nor a credential; the
 * minio error is not kept as `cause` because it carries the key and the request's headers.
 */
export function storeError(error: unknown, endpoint: string): Error {
  if (error instanceof ObjectStoreUnavailable || error instanceof StoredObjectMissing) return error;
  const code = codeOf(error);
  if (code && UNREACHABLE.has(code)) {
    return new ObjectStoreUnavailable(`The S3 store at ${endpoint} cannot be reached (${code})`);
  }
  if (code && BUSY.has(code)) {
    return new ObjectStoreUnavailable(`The S3 store at ${endpoint} cannot serve now (${code})`);
  }
  if (code && MISSING.has(code)) return new StoredObjectMissing('No stored object at this key');
  if (code === 'NoSuchBucket') {
    return new ObjectStoreUnavailable(`The S3 store at ${endpoint} has no such bucket`);
  }
  if (
    code === 'AccessDenied' ||
    code === 'InvalidAccessKeyId' ||
    code === 'SignatureDoesNotMatch'
  ) {
    return new ObjectStoreUnavailable(
      `The S3 store at ${endpoint} refused the credentials (${code})`,
    );
  }
  return new Error(`The S3 store at ${endpoint} failed: ${code ?? 'unknown error'}`);
}

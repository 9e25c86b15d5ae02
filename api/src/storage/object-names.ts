import { storageErrors } from './storage-error.js';

/** S3's limit on a key, in UTF-8 bytes; storage-api keeps object names to it. */
export const MAX_OBJECT_NAME_BYTES = 1024;

/** The characters storage-api allows in an object name (S3's safe ones). */
const VALID_OBJECT_NAME = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
/** The same without the slash, for bucket names, at most 100 characters. */
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;

/**
 * Refuses (400 `InvalidKey`) an object name storage-api refuses, and besides one that could leave
 * its bucket in a byte store's key: absolute, with an empty, `.` or `..` segment, or too long.
 * The character set already excludes NUL and the backslash.
 */
export function checkObjectName(name: string): string {
  const segments = name.split('/');
  if (
    name.length === 0 ||
    Buffer.byteLength(name, 'utf8') > MAX_OBJECT_NAME_BYTES ||
    !VALID_OBJECT_NAME.test(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw storageErrors.invalidKey(name);
  }
  return name;
}

/** Refuses (400 `InvalidBucketName`) a bucket id storage-api refuses, and `.` and `..`. */
export function checkBucketName(name: unknown): string {
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    name.length > 100 ||
    !VALID_BUCKET_NAME.test(name) ||
    name === '.' ||
    name === '..'
  ) {
    throw storageErrors.invalidBucketName();
  }
  return name;
}

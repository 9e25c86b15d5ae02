import { storageErrors } from './storage-error.js';

/** S3's limit on a key, in UTF-8 bytes; storage-api keeps object names to it. */
export const MAX_OBJECT_NAME_BYTES = 1024;

/**
 * A file name's limit on the file systems the file store writes to (ext4, APFS, NTFS): each
 * segment of a name is a folder or file there, so a longer one could be stored on S3 but not on
 * disk, and an object must be movable between the two backends.
 */
export const MAX_NAME_SEGMENT_BYTES = 255;

/**
 * The characters storage-api refuses in an object name, any other (unicode included) being
 * allowed: control characters, the ones S3 asks to avoid (`%`, `#`, `\\`, `~`, brackets, quotes,
 * ...), and the invisible ones a name could hide behind (zero-width, direction overrides, BOM); with the `u` flag a surrogate matches only alone, which
 * no UTF-8 can hold.
 */
const REFUSED_IN_OBJECT_NAME =
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  /[\u0000-\u001f\u007f-\u009f#[\]{}^`"<>\\|%~\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff\ud800-\udfff]|\u034f/u;
/** The characters storage-api allows in a bucket name (S3's safe ones), at most 100 of them. */
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;

/**
 * Refuses (400 `InvalidKey`) an object name storage-api refuses, and besides one that could leave
 * its bucket in a byte store's key: absolute, with an empty, `.` or `..` segment, or too long.
 * The refused characters include NUL and the backslash.
 */
export function checkObjectName(name: string): string {
  const segments = name.split('/');
  if (
    name.length === 0 ||
    Buffer.byteLength(name, 'utf8') > MAX_OBJECT_NAME_BYTES ||
    REFUSED_IN_OBJECT_NAME.test(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw storageErrors.invalidKey(name);
  }
  if (segments.some((segment) => Buffer.byteLength(segment, 'utf8') > MAX_NAME_SEGMENT_BYTES)) {
    throw storageErrors.keyTooLong(
      `each part of an object name between slashes may hold at most ${MAX_NAME_SEGMENT_BYTES} bytes`,
    );
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

/** An object's `{bucket}/{name}` as a URL path, each segment encoded (`?` and all). */
export const urlPathOf = (path: string) => path.split('/').map(encodeURIComponent).join('/');

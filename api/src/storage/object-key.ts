import { checkBucketName, checkObjectName, MAX_OBJECT_NAME_BYTES } from './object-names.js';
import { storageErrors } from './storage-error.js';

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Where a version of an object's bytes lives in the byte store: under the project's own prefix,
 * then the bucket, the object's name and a version of its own, so a new upload never overwrites
 * the bytes a committed row points to. Every part is checked here, not only where the API made
 * it: a row written with SQL (a member, a policy-permitted insert) could otherwise name a
 * version like `b/{uuid}` and so reach the bytes of another object (`…/a/b/{uuid}`).
 */
export function objectKey(ref: string, bucketId: string, name: string, version: string): string {
  checkBucketName(bucketId);
  checkObjectName(name);
  if (!VERSION.test(version)) throw storageErrors.invalidKey(`${name} (version)`);
  const key = `${ref}/${bucketId}/${name}/${version}`;
  // The project, bucket and version around the name count against S3's limit on a key too.
  if (Buffer.byteLength(key, 'utf8') > MAX_OBJECT_NAME_BYTES) {
    throw storageErrors.keyTooLong(
      `the object's name, with its project, bucket and version, may hold at most ${MAX_OBJECT_NAME_BYTES} bytes`,
    );
  }
  return key;
}

/**
 * Where a version of an object's bytes lives in the byte store: under the project's own prefix,
 * then the bucket, the object's name and a version of its own, so a new upload never overwrites
 * the bytes a committed row points to. Names are checked first (`checkObjectName`).
 */
export const objectKey = (ref: string, bucketId: string, name: string, version: string) =>
  `${ref}/${bucketId}/${name}/${version}`;

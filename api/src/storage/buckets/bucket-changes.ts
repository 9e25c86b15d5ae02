import { checkBucketName } from '../object-names.js';
import { ownerOf, type StorageCaller } from '../storage-caller.js';
import { isUniqueViolation, storageErrors } from '../storage-error.js';
import { parseAllowedMimeTypes, parseFileSizeLimit } from '../upload-limits.js';
import { deleteBucket, findBucket, insertBucket, updateBucket, type BucketChange } from './sql.js';

/** SQLSTATE of a foreign-key violation: a bucket that still holds objects. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Creates a bucket as the caller from a body as storage-js sends it (`id` or `name`, `public`,
 * `file_size_limit`, `allowed_mime_types`), answering its id; 409 when the id is taken.
 */
export async function createBucket(
  caller: StorageCaller,
  body: Record<string, unknown>,
): Promise<string> {
  const id = checkBucketName(body.id ?? body.name);
  const { owner, ownerId } = ownerOf(caller);
  const bucket = {
    id,
    name: typeof body.name === 'string' ? checkBucketName(body.name) : id,
    owner,
    ownerId,
    public: body.public === true,
    fileSizeLimit: parseFileSizeLimit(body.file_size_limit),
    allowedMimeTypes: parseAllowedMimeTypes(body.allowed_mime_types),
  };
  await caller
    .run((client) => insertBucket(client, bucket))
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? storageErrors.bucketAlreadyExists() : error;
    });
  return id;
}

/** Changes what the body names of the bucket `id` (`public`, its limits) as the caller; 404 if none. */
export async function changeBucket(
  caller: StorageCaller,
  id: string,
  body: Record<string, unknown>,
): Promise<void> {
  checkBucketName(id);
  const change: BucketChange = {
    ...(typeof body.public === 'boolean' ? { public: body.public } : {}),
    ...('file_size_limit' in body
      ? { fileSizeLimit: parseFileSizeLimit(body.file_size_limit) }
      : {}),
    ...('allowed_mime_types' in body
      ? { allowedMimeTypes: parseAllowedMimeTypes(body.allowed_mime_types) }
      : {}),
  };
  const updated = await caller.run((client) => updateBucket(client, id, change));
  if (!updated) throw storageErrors.noSuchBucket();
}

/** Deletes the empty bucket `id` as the caller: 404 if none, 409 while it holds objects. */
export async function removeBucket(caller: StorageCaller, id: string): Promise<void> {
  checkBucketName(id);
  await caller.run(async (client) => {
    await findBucket(client, id);
    const deleted = await deleteBucket(client, id).catch((error: { code?: string }) => {
      throw error.code === FOREIGN_KEY_VIOLATION ? storageErrors.bucketNotEmpty() : error;
    });
    if (!deleted) throw storageErrors.noSuchBucket();
  });
}

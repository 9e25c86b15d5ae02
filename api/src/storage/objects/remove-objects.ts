import { checkBucketName } from '../object-names.js';
import { deleteObjectRows, type ObjectRow } from './sql.js';
import { finishPendingDeletions } from '../pending-deletions.js';
import type { StorageCaller } from '../storage-caller.js';
import { storageErrors } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';

/** storage-api's most objects per remove. */
export const MAX_OBJECTS_PER_REMOVE = 1000;

/**
 * Removes the named objects the caller may (SELECT and DELETE), answering their rows: in one
 * transaction, which also records their bytes for removal (a trigger); the bytes go after it.
 */
export async function removeObjects(
  services: StorageServices,
  caller: StorageCaller,
  bucketId: string,
  names: unknown,
): Promise<ObjectRow[]> {
  checkBucketName(bucketId);
  if (!Array.isArray(names) || names.length === 0 || !names.every((n) => typeof n === 'string')) {
    throw storageErrors.missingParameter('prefixes');
  }
  if (names.length > MAX_OBJECTS_PER_REMOVE) {
    throw storageErrors.invalidRequest(
      `At most ${MAX_OBJECTS_PER_REMOVE} objects can be deleted per request.`,
    );
  }
  const removed = await caller.run((client) => deleteObjectRows(client, bucketId, names));
  if (removed.length > 0)
    await finishPendingDeletions(caller.project, services.store, services.log);
  return removed;
}

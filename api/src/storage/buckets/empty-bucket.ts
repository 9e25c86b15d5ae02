import { finishPendingDeletions } from '../pending-deletions.js';
import type { StorageCaller } from '../storage-caller.js';
import type { StorageServices } from '../storage-services.js';
import { deleteBucketObjects, findBucket } from './sql.js';

/**
 * Empties a bucket as the caller (the DELETE policies on `storage.objects` decide which go):
 * rows and bytes together, the rows in one transaction whose trigger records their bytes for
 * removal, the bytes right after it, or at the next start if Atrium stops in between.
 */
export async function emptyBucket(
  services: StorageServices,
  caller: StorageCaller,
  id: string,
): Promise<void> {
  await caller.run(async (client) => {
    await findBucket(client, id);
    await deleteBucketObjects(client, id);
  });
  await finishPendingDeletions(caller.project, services.store, services.log);
}

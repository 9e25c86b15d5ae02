import { randomUUID } from 'node:crypto';
import { checkRelocation, type Relocation } from './move-object.js';
import { objectKey } from '../object-key.js';
import { findObject, insertObjectCopy } from './sql.js';
import { ownerOf, type StorageCaller } from '../storage-caller.js';
import { isUniqueViolation, storageErrors } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';

/**
 * Copies an object as the caller, who needs SELECT on the source and INSERT on the copy: in one
 * transaction the source row is read, its bytes copied to the new key, and the new row inserted;
 * if that fails the copied bytes are removed. 409 when the destination name is taken.
 */
export async function copyObject(
  services: StorageServices,
  caller: StorageCaller,
  copy: Relocation,
): Promise<{ id: string; key: string }> {
  checkRelocation(copy);
  const id = randomUUID();
  const version = randomUUID();
  const target = objectKey(caller.project.ref, copy.toBucketId, copy.to, version);
  const { owner, ownerId } = ownerOf(caller);
  try {
    await caller.run(async (client) => {
      const row = await findObject(client, copy.bucketId, copy.from);
      await services.store.copy(
        objectKey(caller.project.ref, copy.bucketId, copy.from, row.version),
        target,
      );
      await insertObjectCopy(client, {
        id,
        bucketId: copy.toBucketId,
        name: copy.to,
        owner,
        ownerId,
        version,
        source: row,
      });
    });
  } catch (error) {
    await services.store.delete([target]).catch(() => undefined);
    throw isUniqueViolation(error) ? storageErrors.keyAlreadyExists() : error;
  }
  return { id, key: `${copy.toBucketId}/${copy.to}` };
}

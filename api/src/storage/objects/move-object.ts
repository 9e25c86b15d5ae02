import { randomUUID } from 'node:crypto';
import { checkBucketName, checkObjectName } from '../object-names.js';
import { objectKey } from '../object-key.js';
import { findObject, renameObjectRow } from './sql.js';
import { finishPendingDeletions } from '../pending-deletions.js';
import type { StorageCaller } from '../storage-caller.js';
import { isUniqueViolation, storageErrors } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';

export interface Relocation {
  readonly bucketId: string;
  readonly from: string;
  readonly toBucketId: string;
  readonly to: string;
}

/**
 * Renames an object (within or across buckets) as the caller, who needs SELECT and UPDATE: in one
 * transaction the row is read and locked, its bytes copied to the new name's key under a new
 * version, and the row updated; the old bytes are recorded for removal by that same transaction
 * (a trigger) and removed after it. If it fails the copied bytes are removed. 409 when the
 * destination name is taken.
 */
export async function moveObject(
  services: StorageServices,
  caller: StorageCaller,
  move: Relocation,
): Promise<void> {
  checkRelocation(move);
  const version = randomUUID();
  const target = objectKey(caller.project.ref, move.toBucketId, move.to, version);
  try {
    await caller.run(async (client) => {
      const row = await findObject(client, move.bucketId, move.from, true);
      const source = objectKey(caller.project.ref, move.bucketId, move.from, row.version);
      await services.store.copy(source, target);
      const renamed = await renameObjectRow(client, row.id, {
        bucketId: move.toBucketId,
        name: move.to,
        version,
      });
      if (!renamed) throw storageErrors.noSuchKey();
    });
  } catch (error) {
    await services.store.delete([target]).catch(() => undefined);
    throw isUniqueViolation(error) ? storageErrors.keyAlreadyExists() : error;
  }
  await finishPendingDeletions(caller.project, services.store, services.log);
}

/** Refuses a relocation whose names storage-api would refuse (400). */
export function checkRelocation(move: Relocation): void {
  checkBucketName(move.bucketId);
  checkBucketName(move.toBucketId);
  checkObjectName(move.from);
  checkObjectName(move.to);
}

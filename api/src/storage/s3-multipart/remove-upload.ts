import type { ObjectStore } from '../backends/object-store.js';
import {
  deleteUpload,
  listParts,
  partKey,
  type MultipartDatabase,
  type MultipartUpload,
} from './store.js';

/**
 * Removes an upload that is `aborting`: its parts' bytes first, then its rows, so a crash in
 * between leaves rows that name bytes already gone, which the next removal deletes again (a key
 * that holds nothing is no error), never bytes that no row names.
 */
export async function removeUpload(
  db: MultipartDatabase,
  store: ObjectStore,
  upload: Pick<MultipartUpload, 'id' | 'project_ref'>,
): Promise<void> {
  const parts = await listParts(db, upload.id);
  const keys = parts.map((part) =>
    partKey(upload.project_ref, upload.id, part.part_number, part.version),
  );
  if (keys.length > 0) await store.delete(keys);
  await deleteUpload(db, upload.id);
}

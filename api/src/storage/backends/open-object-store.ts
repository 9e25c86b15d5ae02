import type { ObjectStore } from './object-store.js';
import { createS3Store } from './s3-store.js';
import type { StorageBackend } from './storage-backend.js';

/**
 * The byte store `backend` names. The file store is handed in as a factory (its root, under the
 * state folder, is the storage module's to choose): `openObjectStore(config.storage, () =>
 * createFileStore(root))`.
 */
export function openObjectStore(
  backend: StorageBackend,
  openFileStore: () => ObjectStore,
): ObjectStore {
  return backend.kind === 's3' ? createS3Store(backend.s3) : openFileStore();
}

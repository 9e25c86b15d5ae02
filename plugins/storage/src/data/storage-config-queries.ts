import { useProjectQuery } from '@atrium/core/plugin-api';
import { storageConfigKeys } from './keys.js';
import { storageApi } from './storage-api.js';

/** The project's storage settings: its upload limit in bytes, and whether the free plan fixes it. */
export function useStorageConfig() {
  return useProjectQuery(storageConfigKeys.detail(), (_pgMeta, clientOf) =>
    clientOf(storageApi).config.get(),
  );
}

import { useProjectMutation } from '@atrium/core/plugin-api';
import { storageConfig } from './keys.js';
import { storageApi } from './storage-api.js';

/** Saves the project's upload limit (bytes); refetches the storage settings only. */
export function useUpdateUploadLimit() {
  return useProjectMutation(
    (fileSizeLimit: number, _pgMeta, clientOf) => clientOf(storageApi).config.update(fileSizeLimit),
    {
      invalidates: [storageConfig],
      errorToast: 'Failed to update storage settings',
      successToast: 'Successfully updated storage settings',
    },
  );
}

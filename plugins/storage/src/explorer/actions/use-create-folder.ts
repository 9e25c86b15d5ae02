import { usePluginContext } from '@atrium/core/plugin-api';
import { useUploadObjects } from '../../data/objects-mutations.js';
import { FOLDER_PLACEHOLDER } from './action-rules.js';

/**
 * Makes folder `name` in `folder` ('' for the root): a folder is the prefix of its files, so an
 * empty one is kept by a placeholder file (spec §9), which listings hide.
 */
export function useCreateFolder(bucketId: string) {
  const { toast } = usePluginContext();
  const upload = useUploadObjects();
  return async (folder: string, name: string) => {
    const path = `${folder === '' ? '' : `${folder}/`}${name}/${FOLDER_PLACEHOLDER}`;
    const [result] = await upload.trigger({
      bucketId,
      uploads: [{ file: new Blob([], { type: 'text/plain' }), path }],
      onProgress: () => undefined,
      signal: new AbortController().signal,
    });
    if (result?.status === 'rejected') {
      toast.error(`Failed to create folder ${name}: ${(result.reason as Error).message}`);
      throw result.reason;
    }
  };
}

import { readJson, useProjectMutation } from '@atrium/core/plugin-api';
import { storageObjectsApi } from './objects-api.js';

export interface ZipRequest {
  readonly bucketId: string;
  /** Files and folders of the bucket, by path. */
  readonly paths: readonly string[];
  /** What the failure toast names: the folder downloaded, or the one the selection is in. */
  readonly folderName: string;
}

/**
 * Files and folders as one zip the API streams (its own 10 files at a time), for the browser to
 * save; a read made on a press, so it refetches nothing.
 */
export function useDownloadZip() {
  return useProjectMutation(
    async ({ bucketId, paths }: ZipRequest, _pgMeta, clientOf) => {
      const response = await clientOf(storageObjectsApi).zip(bucketId, paths);
      // An error answer is JSON: readJson throws it with the server's message.
      if (!response.ok) await readJson(response);
      return response.blob();
    },
    {
      invalidates: [],
      errorToast: (_error, { folderName }) => `Failed to download files from ${folderName}`,
    },
  );
}

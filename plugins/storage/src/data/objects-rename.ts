import { useProjectMutation } from '@atrium/core/plugin-api';
import { objects } from './keys.js';
import { moveTargets, type ObjectTarget } from './objects-mutations.js';
import { storageObjectsApi } from './objects-api.js';

export interface RenameRequest {
  readonly bucketId: string;
  readonly target: ObjectTarget;
  /** The new name, in the same folder. */
  readonly name: string;
}

/**
 * Renames a file, or a folder by moving each of its files (2 at a time), within its folder; the
 * failure toast names which of the two it was (spec §8).
 */
export function useRenameObject() {
  return useProjectMutation(
    async ({ bucketId, target, name }: RenameRequest, _pgMeta, clientOf) => {
      const parent = target.path.slice(0, target.path.lastIndexOf('/') + 1);
      return moveTargets(clientOf(storageObjectsApi), {
        bucketId,
        targets: [target],
        into: parent + name,
        rename: true,
      });
    },
    {
      invalidates: [objects],
      errorToast: (_error, { target }) =>
        target.type === 'FOLDER' ? 'Failed to rename folder' : 'Failed to rename file',
    },
  );
}

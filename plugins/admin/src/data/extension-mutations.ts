import { resources, useProjectMutation, type DatabaseExtension } from '@atrium/core/plugin-api';

/** The toasts of an extension's update to its default version. */
export const upgradeMessages = {
  done: (name: string, version: string) => `${name} is now at version ${version}`,
  failed: (name: string, message: string) => `Failed to update ${name}: ${message}`,
} as const;

/** Updates an enabled extension to its default version; every view of extensions refreshes. */
export function useUpgradeExtension() {
  return useProjectMutation(
    (extension: DatabaseExtension, pgMeta) =>
      pgMeta.programmability.extensions[':name'].$patch({
        param: { name: extension.name },
        json: { version: extension.default_version },
      }),
    {
      invalidates: [resources.extensions],
      errorToast: (error, extension) => upgradeMessages.failed(extension.name, error.message),
      successToast: (_, extension) =>
        upgradeMessages.done(extension.name, extension.default_version),
    },
  );
}

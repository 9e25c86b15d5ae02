import { resources, useProjectMutation } from '@atrium/core/plugin-api';
import { extensionMessages, type EnableRequest, type Extension } from '../extensions/extension.js';

/*
 * Enabling and disabling an extension, with the spec's toasts. Each refetches every screen's view
 * of extensions (the nav's menu conditions too), and the schemas and types an extension adds.
 */

export function useEnableExtension() {
  return useProjectMutation(
    ({ extension, request }: { extension: Extension; request: EnableRequest }, pgMeta) =>
      pgMeta.programmability.extensions.$post({
        json: {
          name: extension.name,
          schema: request.schema,
          version: request.version,
          cascade: true,
          create_schema: request.createSchema,
        },
      }),
    {
      invalidates: [resources.extensions],
      errorToast: (error, { extension }) =>
        extensionMessages.enableFailed(extension.name, error.message),
      successToast: (_, { extension }) => extensionMessages.on(extension.name),
    },
  );
}

export function useDisableExtension() {
  return useProjectMutation(
    (extension: Extension, pgMeta) =>
      pgMeta.programmability.extensions.$delete({ query: { id: extension.name } }),
    {
      invalidates: [resources.extensions],
      errorToast: (error) => extensionMessages.disableFailed(error.message),
      successToast: (_, extension) => extensionMessages.off(extension.name),
    },
  );
}

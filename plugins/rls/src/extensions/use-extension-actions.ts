import { readJson, usePgMeta, usePluginContext } from '@atrium/core/plugin-api';
import { extensionMessages, type EnableRequest, type Extension } from './extension.js';

/**
 * Enabling and disabling an extension through the metadata API, with the spec's toasts. Each
 * rethrows a failure so the dialog that asked stays open.
 */
export function useExtensionActions(onChanged?: () => void) {
  const context = usePluginContext();
  const { pgMeta, revalidate } = usePgMeta();
  const { extensions } = pgMeta.programmability;

  async function enable(extension: Extension, request: EnableRequest) {
    try {
      await readJson(
        await extensions.$post({
          json: {
            name: extension.name,
            schema: request.schema,
            version: request.version,
            cascade: true,
            create_schema: request.createSchema,
          },
        }),
      );
    } catch (error) {
      context.toast.error(extensionMessages.enableFailed(extension.name, (error as Error).message));
      throw error;
    }
    context.toast.success(extensionMessages.on(extension.name));
    // Every screen's view of extensions (the nav's menu conditions too), and the schemas and types
    // an extension adds.
    void revalidate('extensions');
    onChanged?.();
  }

  async function disable(extension: Extension) {
    try {
      await readJson(await extensions.$delete({ query: { id: extension.name } }));
    } catch (error) {
      context.toast.error(extensionMessages.disableFailed((error as Error).message));
      throw error;
    }
    context.toast.success(extensionMessages.off(extension.name));
    void revalidate('extensions');
    onChanged?.();
  }

  return { enable, disable };
}

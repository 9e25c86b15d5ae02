import { useDisableExtension, useEnableExtension } from '../data/extension-mutations.js';
import type { EnableRequest, Extension } from './extension.js';

/**
 * Enabling and disabling an extension through the metadata API, with the spec's toasts. Each
 * rethrows a failure so the dialog that asked stays open.
 */
export function useExtensionActions(onChanged?: () => void) {
  const enableExtension = useEnableExtension();
  const disableExtension = useDisableExtension();

  async function enable(extension: Extension, request: EnableRequest) {
    await enableExtension.trigger({ extension, request });
    onChanged?.();
  }

  async function disable(extension: Extension) {
    await disableExtension.trigger(extension);
    onChanged?.();
  }

  return { enable, disable };
}

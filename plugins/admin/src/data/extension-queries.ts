import { extensionKeys, useProjectQuery } from '@atrium/core/plugin-api';

/** Every extension the server offers (the hidden ones left out), under the `extensions` resource. */
export function useExtensions() {
  return useProjectQuery(extensionKeys.list(), (pgMeta) =>
    pgMeta.programmability.extensions.$get(),
  );
}

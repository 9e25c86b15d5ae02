import { useMemo } from 'react';
import { extensionKeys, useProjectQuery } from '@atrium/core/plugin-api';

const NO_EXTENSIONS: ReadonlySet<string> = new Set();

/**
 * The names of the extensions installed in the project in view (`GET /extensions`, the metadata
 * API's extensions resource, so enabling one anywhere refreshes the menu); `undefined` while
 * loading, none outside a project. A failed read (no permission, database down) hides the items
 * that need an extension instead of a skeleton forever.
 */
export function useInstalledExtensions(ref: string | undefined): ReadonlySet<string> | undefined {
  const extensions = useProjectQuery(ref ? extensionKeys.list() : null, (pgMeta) =>
    pgMeta.programmability.extensions.$get(),
  );
  return useMemo(() => {
    if (!ref || extensions.error) return NO_EXTENSIONS;
    if (!extensions.data) return undefined;
    return new Set(extensions.data.filter((e) => e.installed_version !== null).map((e) => e.name));
  }, [ref, extensions.data, extensions.error]);
}

import type { DatabaseExtension } from '@atrium/core/plugin-api';

/** The extensions screen's two groups, each in name order. */
export interface ExtensionGroups {
  readonly enabled: readonly DatabaseExtension[];
  readonly available: readonly DatabaseExtension[];
}

/**
 * Splits the listed extensions (the API leaves out the hidden ones) into Enabled and Available,
 * keeping those whose name or description holds `search`, whatever the case.
 */
export function groupExtensions(
  extensions: readonly DatabaseExtension[],
  search: string,
): ExtensionGroups {
  const needle = search.trim().toLowerCase();
  const shown = extensions
    .filter(
      (extension) =>
        extension.name.toLowerCase().includes(needle) ||
        (extension.comment ?? '').toLowerCase().includes(needle),
    )
    .toSorted((a, b) => a.name.localeCompare(b.name));
  return {
    enabled: shown.filter((extension) => extension.installed_version !== null),
    available: shown.filter((extension) => extension.installed_version === null),
  };
}

/** Whether an enabled extension is behind its default version, and may be updated to it. */
export const canUpgrade = (extension: DatabaseExtension) =>
  extension.installed_version !== null && extension.installed_version !== extension.default_version;

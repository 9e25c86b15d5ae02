import { isLazySchema } from '../plugin-api/lazy-schema.js';
import type { PluginManifest } from '../plugin-api/manifest.js';
import type { ManifestChecks } from './manifest-checks.js';

/**
 * The checks, in a chunk of their own (zod and every schema), with the lazy schemas of the points
 * the installed plugins offer loaded, so each check answers synchronously, as the registry needs.
 */
export async function loadManifestChecks(
  installed: readonly PluginManifest[],
): Promise<ManifestChecks> {
  const [{ manifestChecks }] = await Promise.all([
    import('./manifest-checks.js'),
    ...installed
      .flatMap((manifest) => manifest.extensionPoints ?? [])
      .map(({ schema }) => (isLazySchema(schema) ? schema.load() : undefined)),
  ]);
  return manifestChecks;
}

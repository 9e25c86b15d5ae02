import { isLazySchema } from '../plugin-api/lazy-schema.js';
import type { PluginManifest } from '../plugin-api/manifest.js';
import type { ManifestChecks } from './manifest-checks.js';

/**
 * The checks, in a chunk of their own (zod and every schema), with the lazy schemas of the points
 * the first-party plugins offer loaded, so each check answers synchronously, as the registry
 * needs. Only first-party ones: loading a schema runs its plugin's code, which a third-party
 * manifest's checks must never do, so a third-party point's schema must be synchronous (a lazy one
 * answers a promise, and contributions to it are left out as checked by an asynchronous schema).
 */
export async function loadManifestChecks(
  firstParty: readonly PluginManifest[],
): Promise<ManifestChecks> {
  const [{ manifestChecks }] = await Promise.all([
    import('./manifest-checks.js'),
    loadPointSchemas(firstParty),
  ]);
  return manifestChecks;
}

/** Loads the lazy schemas (`lazySchema`) of the points trusted manifests offer. */
export async function loadPointSchemas(trusted: readonly PluginManifest[]): Promise<void> {
  const schemas = trusted
    .flatMap((manifest) => manifest.extensionPoints ?? [])
    .map((p) => p.schema);
  await Promise.all(schemas.filter(isLazySchema).map((schema) => schema.load()));
}

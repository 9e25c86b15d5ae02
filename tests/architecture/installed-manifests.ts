import { loadThirdPartyManifests } from '../../core/src/host/load-third-party-manifests.js';
import type { PluginManifest } from '../../core/src/plugin-api/manifest.js';
import { installedPackages } from '../../core/vite/installed-plugins.js';

/**
 * Every installed manifest, as the web app takes them: first-party ones imported directly (one
 * that throws fails the test), third-party ones each in isolation, one whose module throws (the
 * throwing-manifest example) left out as the app leaves it out.
 */
export async function importInstalledManifests(
  root: string,
): Promise<{ manifest: PluginManifest; firstParty: boolean }[]> {
  const { installed } = installedPackages(root);
  const load = (file: string) => import(file) as Promise<{ default?: unknown }>;
  const ours = await Promise.all(
    installed
      .filter((m) => m.firstParty)
      .map(async ({ file }) => ({
        manifest: ((await load(file)) as { default: PluginManifest }).default,
        firstParty: true,
      })),
  );
  const { manifests } = await loadThirdPartyManifests(
    installed
      .filter((m) => !m.firstParty)
      .map((m) => ({ package: m.package, load: () => load(m.file) })),
  );
  return [...ours, ...manifests.map((manifest) => ({ manifest, firstParty: false }))];
}

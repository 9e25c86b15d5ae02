import { manifestChecks } from '../host/manifest-checks.js';
import type { PluginManifest } from '../plugin-api/manifest.js';
import { initServices, registerServices, type Services } from '../services/container.js';
import type { Deployment } from '../services/deployment.js';

/**
 * Services for component tests: the given plugins installed, all of them on unless told, in a
 * self-hosted deployment unless told otherwise, every plugin first-party unless `firstParty` says,
 * every manifest checked (as the test suite checks the first-party ones the app trusts).
 */
export function testServices(
  installed: readonly PluginManifest[],
  enabled: readonly string[] = installed.map((m) => m.id),
  deployment: Partial<Omit<Deployment, 'plugins'>> = {},
  firstParty: readonly PluginManifest[] = installed,
): Services {
  return initServices(
    registerServices({ plugins: enabled, hosted: false, flags: {}, ...deployment }, installed, {
      firstParty,
      checks: manifestChecks,
    }),
  );
}

import type { PluginManifest } from '../plugin-api/manifest.js';
import { manifestChecks } from './manifest-checks.js';
import { ResolvedPlugins, type RegistryOptions } from './resolved-plugins.js';

export {
  RegistryError,
  ResolvedPlugins,
  type DisabledPlugin,
  type LeftOutEntry,
  type RegistryOptions,
  type ResolvedCommand,
  type ResolvedContribution,
  type ResolvedRoute,
} from './resolved-plugins.js';

/**
 * The registry with every manifest checked, first-party ones included: what tests and tools
 * build, so the first-party manifests the app trusts at run time are checked by the test suite
 * with the very checks a third-party manifest meets (`manifest-checks.ts`). The app builds
 * `ResolvedPlugins`, which loads these checks only when a third-party manifest is installed.
 */
export class PluginRegistry extends ResolvedPlugins {
  constructor(
    installed: readonly PluginManifest[],
    enabledIds: readonly string[],
    options: RegistryOptions = {},
  ) {
    super(installed, enabledIds, { checks: manifestChecks, ...options });
  }
}

import type { PluginManifest } from '../plugin-api/manifest.js';
import { initServices, registerServices, type Services } from '../services/container.js';

/** Services for component tests: the given plugins installed, and all of them on unless told. */
export function testServices(
  installed: readonly PluginManifest[],
  enabled: readonly string[] = installed.map((m) => m.id),
): Services {
  return initServices(registerServices({ plugins: enabled, hosted: false, flags: {} }, installed));
}

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { PLUGIN_API_VERSION } from '@atrium/common/plugin-api-version';
import { FIRST_PARTY_PLUGINS, firstPartyPackage } from '@atrium/common/first-party-plugins';
import { pluginApiVersionProblem } from './plugin-api-version.js';
import type { ServerPlugin } from './server-plugin.js';

/**
 * The server parts of the enabled plugins: every installed plugin package (first-party ones and
 * those the deployment lists) that has a `./server` entry and whose id is switched on. Packages
 * resolve from the installation root, where they are workspace dependencies. A third-party
 * package written for another plugin-API version is refused (logged, not mounted) before its code
 * is imported, as the web build refuses its manifest.
 */
export async function loadServerPlugins(
  options: { rootDir: string; plugins: readonly string[]; packages: readonly string[] },
  log: Logger,
): Promise<ServerPlugin[]> {
  const fromRoot = createRequire(join(options.rootDir, 'package.json'));
  const enabled = new Set(options.plugins);
  const packages = [
    ...FIRST_PARTY_PLUGINS.map((id) => ({ pkg: firstPartyPackage(id), firstParty: true })),
    ...options.packages.map((pkg) => ({ pkg, firstParty: false })),
  ];
  const loaded: ServerPlugin[] = [];
  for (const { pkg, firstParty } of packages) {
    let entry: string;
    try {
      entry = fromRoot.resolve(`${pkg}/server`);
    } catch {
      continue; // no server part, or not installed: nothing to mount
    }
    const problem = firstParty
      ? undefined
      : pluginApiVersionProblem(pkg, entry, PLUGIN_API_VERSION);
    if (problem !== undefined) {
      log.error({ package: pkg }, `plugin refused: ${problem}`);
      continue;
    }
    const plugin = ((await import(pathToFileURL(entry).href)) as { default: ServerPlugin }).default;
    if (!plugin || typeof plugin.routes !== 'function') {
      throw new Error(`${pkg}/server does not export a server plugin as default`);
    }
    if (enabled.has(plugin.id)) loaded.push(plugin);
    else log.debug({ plugin: plugin.id }, 'plugin is off: its API routes are not mounted');
  }
  return loaded;
}

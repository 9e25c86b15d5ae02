import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { FIRST_PARTY_PLUGINS, firstPartyPackage } from './first-party.js';
import type { ServerPlugin } from './server-plugin.js';

/**
 * The server parts of the enabled plugins: every installed plugin package (first-party ones and
 * those the deployment lists) that has a `./server` entry and whose id is switched on. Packages
 * resolve from the installation root, where they are workspace dependencies.
 */
export async function loadServerPlugins(
  options: { rootDir: string; plugins: readonly string[]; packages: readonly string[] },
  log: Logger,
): Promise<ServerPlugin[]> {
  const fromRoot = createRequire(join(options.rootDir, 'package.json'));
  const enabled = new Set(options.plugins);
  const loaded: ServerPlugin[] = [];
  for (const pkg of [...FIRST_PARTY_PLUGINS.map(firstPartyPackage), ...options.packages]) {
    let entry: string;
    try {
      entry = fromRoot.resolve(`${pkg}/server`);
    } catch {
      continue; // no server part, or not installed: nothing to mount
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

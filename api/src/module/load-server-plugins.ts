import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { PLUGIN_API_VERSION } from '@atrium/common/plugin-api-version';
import { FIRST_PARTY_PLUGINS, firstPartyPackage } from '@atrium/common/first-party-plugins';
import { moduleIdProblem, type AtriumModule } from './define-module.js';
import { ModuleReport } from './module-report.js';
import { atriumField, pluginApiVersionProblem } from './plugin-api-version.js';

/**
 * The server parts of the enabled plugins: every installed plugin package (first-party ones and
 * those the deployment lists) that has a `./server` entry and whose id is switched on. Packages
 * resolve from the installation root, where they are workspace dependencies. A plugin that is off
 * is not imported at all: a first-party package's id is its name's, a third-party package names
 * its id in its package.json (`"atrium": { "apiVersion": 2, "id": "hello" }`). A third-party
 * package written for another plugin-API version, or naming no id, is refused (logged, not
 * mounted) before its code is imported, as the web build refuses its manifest. A server part that
 * throws on import, or whose default export is not a module of its declared id, is left out and
 * reported by name in `report`; the others load.
 */
export async function loadServerPlugins(
  options: { rootDir: string; plugins: readonly string[]; packages: readonly string[] },
  log: Logger,
  report = new ModuleReport(log),
): Promise<AtriumModule[]> {
  const fromRoot = createRequire(join(options.rootDir, 'package.json'));
  const enabled = new Set(options.plugins);
  const packages = [
    ...FIRST_PARTY_PLUGINS.map((id) => ({ pkg: firstPartyPackage(id), firstPartyId: id })),
    ...options.packages.map((pkg) => ({ pkg, firstPartyId: undefined })),
  ];
  const loaded: AtriumModule[] = [];
  for (const { pkg, firstPartyId } of packages) {
    let entry: string;
    try {
      entry = fromRoot.resolve(`${pkg}/server`);
    } catch {
      continue; // no server part, or not installed: nothing to mount
    }
    const problem =
      firstPartyId === undefined
        ? (pluginApiVersionProblem(pkg, entry, PLUGIN_API_VERSION) ?? declaredIdProblem(pkg, entry))
        : undefined;
    if (problem !== undefined) {
      log.error({ package: pkg }, `plugin refused: ${problem}`);
      continue;
    }
    const id = firstPartyId ?? (atriumField(entry).id as string);
    if (!enabled.has(id)) {
      log.debug({ plugin: id }, 'plugin is off: its server part is not imported');
      continue;
    }
    let plugin: unknown;
    try {
      plugin = ((await import(pathToFileURL(entry).href)) as { default?: unknown }).default;
    } catch (error) {
      report.leftOut(id, 'import', error);
      continue;
    }
    const definitionProblem = moduleProblem(pkg, id, plugin);
    if (definitionProblem) report.leftOut(id, 'definition', new Error(definitionProblem));
    else loaded.push(plugin as AtriumModule);
  }
  return loaded;
}

function declaredIdProblem(pkg: string, entry: string): string | undefined {
  const id = atriumField(entry).id;
  const problem = moduleIdProblem(id);
  return (
    problem &&
    `${pkg} has a server part but its package.json names no valid "atrium": { "id" }: ${problem}`
  );
}

/** Why `plugin`, the default export of `pkg`'s `./server`, is not a server module `id`. */
export function moduleProblem(pkg: string, id: string, plugin: unknown): string | undefined {
  if (typeof plugin !== 'object' || plugin === null) {
    return `${pkg}/server does not export a server module (defineModule) as default`;
  }
  const declared = (plugin as { id?: unknown }).id;
  if (declared !== id) {
    return `${pkg}/server exports module ${JSON.stringify(declared)}, but its package is plugin ${id}`;
  }
  return undefined;
}

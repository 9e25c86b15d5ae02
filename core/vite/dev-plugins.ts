import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchForWorkspaceRoot, type Plugin } from 'vite';
// Relative imports, so Vite bundles them into the config instead of loading TypeScript from a package.
import {
  devPluginFolders,
  exportTarget,
  readDevPlugin,
  type DevPluginPackage,
} from '../../api/src/module/dev-plugins/dev-plugin-package.js';
import { pluginApiVersionProblem } from '../../api/src/module/plugin-api-version.js';
import { PLUGIN_API_VERSION } from '../../common/src/plugin-api-version.js';
import { HOST_LIBRARIES } from './host-libraries.js';
import type { InstalledManifest, RefusedPackage } from './installed-plugins.js';

/** The SDK packages a plugin's screens import, by the workspace folder whose sources they are. */
const SDK_FOLDERS: Readonly<Record<string, string>> = {
  '@atrium/plugin-api': 'packages/plugin-api',
  '@atrium/design-system': 'design-system',
  '@atrium/plugin-data-grid': 'plugins/data-grid',
};

/** The plugins developed in folders of their own (`pnpm dev -- --plugin`, `ATRIUM_DEV_PLUGINS`). */
export interface DevPlugins {
  readonly packages: readonly DevPluginPackage[];
  /** Their manifests, for `virtual:atrium-plugins` as third-party packages'. */
  readonly installed: readonly InstalledManifest[];
  /** Those written for another plugin-API version: left out, as an installed one would be. */
  readonly refused: readonly RefusedPackage[];
}

export function devPlugins(rootDir: string, list: string | undefined): DevPlugins {
  const packages = devPluginFolders(list, rootDir).map(readDevPlugin);
  const installed: InstalledManifest[] = [];
  const refused: RefusedPackage[] = [];
  for (const { name, folder, manifest } of packages) {
    if (manifest === undefined) continue;
    const problem =
      pluginApiVersionProblem(name, manifest, PLUGIN_API_VERSION) ?? ownCopyDeclared(name, folder);
    if (problem) refused.push({ package: name, error: problem });
    else installed.push({ file: manifest, firstParty: false, package: name });
  }
  return { packages, installed, refused };
}

/**
 * Why a dev plugin would be refused once installed though it runs here: here its imports of the
 * host libraries are pointed at the host's (`devPluginImports`), but a host library among its
 * `dependencies` would be installed with it as a copy of its own (`ownCopiesProblem`).
 */
function ownCopyDeclared(name: string, folder: string): string | undefined {
  const { dependencies = {} } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const own = HOST_LIBRARIES.filter((library) => library in dependencies);
  if (own.length === 0) return undefined;
  return `${name} lists ${own.join(', ')} in "dependencies", so installing it would bring its own copy; a plugin must use the host's one copy: declare ${own.join(', ')} as peerDependencies (and devDependencies, to test it alone)`;
}

/** The folders Vite may serve: the workspace (its default) and each dev plugin's. */
export const servedFolders = (coreDir: string, dev: DevPlugins): string[] => [
  searchForWorkspaceRoot(coreDir),
  ...dev.packages.map((p) => p.folder),
];

/**
 * Resolves what a dev plugin's files import from the host to the host's one copy: a host library
 * (react, swr, ...) as core resolves it, whatever the plugin's own node_modules holds (it has its
 * own copies to run its tests alone, or none), and an SDK package to the workspace's sources, which
 * the built SDK is made from. Anything else resolves from the plugin's folder as usual.
 */
export function devPluginImports(rootDir: string, dev: DevPlugins): Plugin {
  const folders = dev.packages.map((p) => `${p.folder}/`);
  const hostImporter = join(rootDir, 'core', 'index.html');
  return {
    name: 'atrium-dev-plugin-imports',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !folders.some((folder) => importer.startsWith(folder))) return undefined;
      const pkg = packageOf(source);
      if ((HOST_LIBRARIES as readonly string[]).includes(pkg)) {
        return this.resolve(source, hostImporter, { ...options, skipSelf: true });
      }
      return sdkEntry(rootDir, source);
    },
  };
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The workspace source file an SDK import names, through its package's `exports`. */
function sdkEntry(rootDir: string, specifier: string): string | undefined {
  const pkg = packageOf(specifier);
  const folder = SDK_FOLDERS[pkg];
  if (folder === undefined) return undefined;
  const dir = join(rootDir, folder);
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const subpath = `.${specifier.slice(pkg.length)}`;
  const exact = exportTarget(exports, subpath);
  if (exact !== undefined) return join(dir, exact);
  // A pattern (`./lazy/*`): its one `*` stands for the rest of the path.
  for (const [key, target] of Object.entries(exports ?? {})) {
    const [before, after] = key.split('*');
    if (after === undefined || typeof target !== 'string') continue;
    if (subpath.startsWith(before!) && subpath.endsWith(after)) {
      return join(
        dir,
        target.replace('*', subpath.slice(before!.length, -after.length || undefined)),
      );
    }
  }
  return undefined;
}

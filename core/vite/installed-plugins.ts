import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
// Plain JavaScript in @atrium/common: Node loads it for this config, unbundled.
import { FIRST_PARTY_PLUGINS, firstPartyPackage } from '@atrium/common/first-party-plugins';
// Relative imports, so Vite bundles them into the config instead of loading TypeScript from a package.
import { pluginApiVersionProblem } from '../../api/src/module/plugin-api-version.js';
import { PLUGIN_API_VERSION } from '../../common/src/plugin-api-version.js';
import type { DevPlugins } from './dev-plugins.js';
import { ownCopiesProblem } from './host-libraries.js';

const MODULE_ID = 'virtual:atrium-plugins';
const RESOLVED_ID = `\0${MODULE_ID}`;

export interface InstalledManifest {
  readonly file: string;
  readonly firstParty: boolean;
  /** The package it came from. */
  readonly package: string;
}

/** A third-party package left out of the build, before any of its code could run. */
export interface RefusedPackage {
  readonly package: string;
  readonly error: string;
}

/**
 * The manifest files of every plugin installed in this build: first-party packages that have a
 * `./manifest` entry, and the third-party packages `atrium.config.json` lists. Which of them are
 * on is decided at run time by the API's deployment info, so switching a plugin off needs no build.
 * A third-party package whose `package.json` does not declare this core's plugin-API version
 * (`"atrium": { "apiVersion": 2 }`) is refused: its manifest is not even bundled. So is one that
 * would bring its own copy of a host library (`HOST_LIBRARIES`) instead of the one copy core
 * (`hostDir`) uses.
 */
export function installedPackages(
  rootDir: string,
  hostDir: string = join(rootDir, 'core'),
): {
  installed: InstalledManifest[];
  refused: RefusedPackage[];
} {
  const configFile = join(rootDir, 'atrium.config.json');
  const config = existsSync(configFile)
    ? (JSON.parse(readFileSync(configFile, 'utf8')) as { packages?: string[] })
    : {};
  const fromRoot = createRequire(join(rootDir, 'package.json'));
  const packages = [
    ...FIRST_PARTY_PLUGINS.map((id) => ({ pkg: firstPartyPackage(id), firstParty: true })),
    ...(config.packages ?? []).map((pkg) => ({ pkg, firstParty: false })),
  ];
  const installed: InstalledManifest[] = [];
  const refused: RefusedPackage[] = [];
  for (const { pkg, firstParty } of packages) {
    let file: string;
    try {
      file = fromRoot.resolve(`${pkg}/manifest`);
    } catch {
      continue; // a first-party package whose plugin has not been written yet
    }
    const problem = firstParty
      ? undefined
      : (pluginApiVersionProblem(pkg, file, PLUGIN_API_VERSION) ??
        ownCopiesProblem(pkg, packageDirOf(file), hostDir));
    if (problem === undefined) installed.push({ file, firstParty, package: pkg });
    else refused.push({ package: pkg, error: problem });
  }
  return { installed, refused };
}

/** The folder of the package.json nearest above a package's file. */
function packageDirOf(file: string): string {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  return dirname(file);
}

/** The installed manifests alone (first-party, and third-party packages of this API version). */
export const installedManifestFiles = (rootDir: string): InstalledManifest[] =>
  installedPackages(rootDir).installed;

/**
 * Set to `1` by the distribution's build (`packages/atrium`): the web app is built without
 * third-party packages and reads them at run time from the plugin index the deployment builds
 * (`PLUGIN_INDEX_META`), so a deployment installs plugins without building the app again.
 */
export const PLUGIN_INDEX_BUILD = 'ATRIUM_PLUGIN_INDEX_BUILD';
/** The `<meta name>` whose `content` is the URL of a deployment's plugin index module. */
export const PLUGIN_INDEX_META = 'atrium-plugin-index';

/**
 * `thirdParty` and `refused` from the index module the page's meta tag names (a module exporting
 * both, as `virtual:atrium-plugins` does); none without the tag. An index that fails to load is
 * listed as left out, never fatal: the shell, sign-in included, keeps working.
 */
const RUNTIME_INDEX = `
const indexUrl = document.querySelector('meta[name="${PLUGIN_INDEX_META}"]')?.getAttribute('content');
const index = indexUrl
  ? await import(/* @vite-ignore */ indexUrl).catch((error) => ({
      refused: [{ package: indexUrl, error: 'The plugin index failed to load: ' + error }],
    }))
  : {};
export const thirdParty = index.thirdParty ?? [];
export const refused = index.refused ?? [];
`;

/**
 * Serves `virtual:atrium-plugins`: `firstParty`, the manifests of Atrium's own packages, bundled;
 * `thirdParty`, a loader per third-party package's manifest, each imported in isolation at boot
 * (`loadThirdPartyManifests`), so one that throws on evaluation is left out and listed instead of
 * failing the entry module and blanking the app, sign-in included; and `refused`, the third-party
 * packages left out of the build. Origin is known here, from the package, so a third-party package
 * cannot pass for first-party by claiming a first-party id.
 */
export function installedPlugins(
  rootDir: string,
  dev: Pick<DevPlugins, 'installed' | 'refused'> = { installed: [], refused: [] },
): Plugin {
  return {
    name: 'atrium-installed-plugins',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const installed = installedPackages(rootDir);
      // Plugins in development (core/vite/dev-plugins.ts) come in as installed third-party ones.
      const manifests = [...installed.installed, ...dev.installed];
      const refused = [...installed.refused, ...dev.refused];
      for (const { file } of manifests) this.addWatchFile(file);
      // Said at build time too, so whoever installed the package sees why it is missing.
      for (const { error } of refused) this.warn(`Plugin package left out of the build: ${error}`);
      this.addWatchFile(join(rootDir, 'atrium.config.json'));
      const ours = manifests.filter((m) => m.firstParty);
      const theirs = manifests.filter((m) => !m.firstParty);
      const imports = ours.map(({ file }, i) => `import m${i} from ${JSON.stringify(file)};`);
      const loaders = theirs.map(
        (m) =>
          `{ package: ${JSON.stringify(m.package)}, load: () => import(${JSON.stringify(m.file)}) }`,
      );
      const firstParty = `export const firstParty = [${ours.map((_, i) => `m${i}`).join(', ')}];\n`;
      if (process.env[PLUGIN_INDEX_BUILD] === '1')
        return `${imports.join('\n')}\n${firstParty}${RUNTIME_INDEX}`;
      return (
        `${imports.join('\n')}\n` +
        firstParty +
        `export const thirdParty = [${loaders.join(', ')}];\n` +
        `export const refused = ${JSON.stringify(refused)};\n`
      );
    },
  };
}

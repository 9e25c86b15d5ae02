import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// A relative import, so Vite bundles it into the config instead of loading TypeScript from a package.
import { FIRST_PARTY_PLUGINS, firstPartyPackage } from '../../api/src/plugins/first-party.js';

const MODULE_ID = 'virtual:atrium-plugins';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * The manifest files of every plugin installed in this build: first-party packages that have a
 * `./manifest` entry, and the third-party packages `atrium.config.json` lists. Which of them are
 * on is decided at run time by the API's deployment info, so switching a plugin off needs no build.
 */
export function installedManifestFiles(rootDir: string): string[] {
  const configFile = join(rootDir, 'atrium.config.json');
  const config = existsSync(configFile)
    ? (JSON.parse(readFileSync(configFile, 'utf8')) as { packages?: string[] })
    : {};
  const fromRoot = createRequire(join(rootDir, 'package.json'));
  const packages = [...FIRST_PARTY_PLUGINS.map(firstPartyPackage), ...(config.packages ?? [])];
  return packages.flatMap((pkg) => {
    try {
      return [fromRoot.resolve(`${pkg}/manifest`)];
    } catch {
      return []; // a first-party package whose plugin has not been written yet
    }
  });
}

/** Serves `virtual:atrium-plugins`: an array of the installed plugins' manifests. */
export function installedPlugins(rootDir: string): Plugin {
  return {
    name: 'atrium-installed-plugins',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = installedManifestFiles(rootDir);
      for (const file of files) this.addWatchFile(file);
      this.addWatchFile(join(rootDir, 'atrium.config.json'));
      const imports = files.map((file, i) => `import m${i} from ${JSON.stringify(file)};`);
      return `${imports.join('\n')}\nexport default [${files.map((_, i) => `m${i}`).join(', ')}];\n`;
    },
  };
}

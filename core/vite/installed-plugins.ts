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
export function installedManifestFiles(
  rootDir: string,
): { readonly file: string; readonly firstParty: boolean }[] {
  const configFile = join(rootDir, 'atrium.config.json');
  const config = existsSync(configFile)
    ? (JSON.parse(readFileSync(configFile, 'utf8')) as { packages?: string[] })
    : {};
  const fromRoot = createRequire(join(rootDir, 'package.json'));
  const packages = [
    ...FIRST_PARTY_PLUGINS.map((id) => ({ pkg: firstPartyPackage(id), firstParty: true })),
    ...(config.packages ?? []).map((pkg) => ({ pkg, firstParty: false })),
  ];
  return packages.flatMap(({ pkg, firstParty }) => {
    try {
      return [{ file: fromRoot.resolve(`${pkg}/manifest`), firstParty }];
    } catch {
      return []; // a first-party package whose plugin has not been written yet
    }
  });
}

/**
 * Serves `virtual:atrium-plugins`: the installed plugins' manifests, and `firstParty`, those that
 * came from Atrium's own packages. Origin is known here, from the package, so a third-party
 * package cannot pass for first-party by claiming a first-party id.
 */
export function installedPlugins(rootDir: string): Plugin {
  return {
    name: 'atrium-installed-plugins',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const manifests = installedManifestFiles(rootDir);
      for (const { file } of manifests) this.addWatchFile(file);
      this.addWatchFile(join(rootDir, 'atrium.config.json'));
      const imports = manifests.map(({ file }, i) => `import m${i} from ${JSON.stringify(file)};`);
      const names = (keep: (m: { firstParty: boolean }) => boolean) =>
        manifests.flatMap((m, i) => (keep(m) ? [`m${i}`] : [])).join(', ');
      return (
        `${imports.join('\n')}\nexport default [${names(() => true)}];\n` +
        `export const firstParty = [${names((m) => m.firstParty)}];\n`
      );
    },
  };
}

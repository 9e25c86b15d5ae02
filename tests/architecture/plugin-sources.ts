import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shippedSources } from '../../packages/plugin-testing/src/check/package-files.js';

// The rules' own reading of a package, as `atrium-plugin-check` reads one outside the repository.
export { isTestFile, sourceFiles } from '../../packages/plugin-testing/src/check/package-files.js';

/** The repository's root, for reading files and naming them relative to it. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const exists = (path: string) => {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
};

/** Plugin packages: first-party in plugins/, third-party examples in examples/. */
export const pluginPackages: readonly string[] = ['plugins', 'examples'].flatMap((group) =>
  readdirSync(join(ROOT, group))
    .map((name) => join(ROOT, group, name))
    .filter((dir) => exists(join(dir, 'package.json'))),
);

/** The shipped code of every plugin: each package's src, without its tests and their helpers. */
export const shippedPluginSources: readonly string[] = pluginPackages.flatMap(shippedSources);

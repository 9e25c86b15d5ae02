import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** The TypeScript files under `dir`, at any depth, leaving out dependencies and build output. */
export function sourceFiles(dir: string): string[] {
  if (!exists(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Test files, and test helpers kept in a `test/` folder anywhere under a package's src. */
export const isTestFile = (file: string) =>
  /\.test\.tsx?$/.test(file) || /\/src\/(.+\/)?test\//.test(file);

/** The shipped code of every plugin: each package's src, without its tests and their helpers. */
export const shippedPluginSources: readonly string[] = pluginPackages
  .flatMap((dir) => sourceFiles(join(dir, 'src')))
  .filter((file) => !isTestFile(file));

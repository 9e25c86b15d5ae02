import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const isDirectory = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** The TypeScript files under `dir`, at any depth, leaving out dependencies and build output. */
export function sourceFiles(dir: string): string[] {
  if (!isDirectory(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (name === 'node_modules' || name === 'dist') return [];
      const path = join(dir, name);
      if (isDirectory(path)) return sourceFiles(path);
      return /\.tsx?$/.test(name) ? [path] : [];
    });
}

/** Test files, and test helpers kept in a `test/` folder anywhere under a package's src. */
export const isTestFile = (file: string) =>
  /\.test\.tsx?$/.test(file) || /\/src\/(.+\/)?test\//.test(file);

/** A package's shipped code: its `src`, without its tests and their helpers. */
export const shippedSources = (packageDir: string) =>
  sourceFiles(join(packageDir, 'src')).filter((file) => !isTestFile(file));

import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A plugin package developed in a folder of its own (`pnpm dev -- --plugin <folder>`, or
 * `ATRIUM_DEV_PLUGINS`), outside Atrium's: added to the dev server as if it were installed.
 */
export interface DevPluginPackage {
  /** The folder, its real path: what Vite serves and what the API's import hooks recognise. */
  readonly folder: string;
  /** Its package.json's name. */
  readonly name: string;
  /** Its plugin id (`"atrium": { "id" }`), or undefined when it names none. */
  readonly id: string | undefined;
  /** Its `./manifest` and `./server` entries, absolute, when it has them. */
  readonly manifest: string | undefined;
  readonly server: string | undefined;
}

/** The folders of `ATRIUM_DEV_PLUGINS` (comma-separated), each resolved from `rootDir`. */
export const devPluginFolders = (list: string | undefined, rootDir: string): string[] =>
  (list ?? '')
    .split(',')
    .map((folder) => folder.trim())
    .filter(Boolean)
    .map((folder) => resolve(rootDir, folder));

/**
 * Reads the plugin package in `folder` from its package.json alone, so nothing of it runs. Throws,
 * naming the folder, when there is no package there. Imports nothing but Node's: the web build's
 * Vite config reads it too.
 */
export function readDevPlugin(folder: string): DevPluginPackage {
  const file = join(folder, 'package.json');
  if (!existsSync(file)) throw new Error(`${folder} holds no plugin package (no package.json)`);
  const real = realpathSync(folder);
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
    name?: unknown;
    atrium?: { id?: unknown };
    exports?: unknown;
  };
  const entry = (subpath: string) => {
    const target = exportTarget(pkg.exports, subpath);
    return target === undefined ? undefined : join(real, target);
  };
  return {
    folder: real,
    name: typeof pkg.name === 'string' ? pkg.name : real,
    id: typeof pkg.atrium?.id === 'string' ? pkg.atrium.id : undefined,
    manifest: entry('./manifest'),
    server: entry('./server'),
  };
}

/**
 * The file an `exports` map names for `subpath`: a string, or the `import` or `default` condition
 * of an object (a published package's `{ types, import }`).
 */
export function exportTarget(exports: unknown, subpath: string): string | undefined {
  if (typeof exports !== 'object' || exports === null) return undefined;
  const target = (exports as Record<string, unknown>)[subpath];
  if (typeof target === 'string') return target;
  if (typeof target !== 'object' || target === null) return undefined;
  const conditions = target as Record<string, unknown>;
  const chosen = conditions.import ?? conditions.default;
  return typeof chosen === 'string' ? chosen : undefined;
}

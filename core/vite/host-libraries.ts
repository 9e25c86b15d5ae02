import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The libraries the host provides once, for every plugin: a second copy of any of them breaks at
 * run time in ways that name neither the plugin nor the library (a second React: "Cannot read
 * properties of null (reading 'useState')"; a second hono: errors answered as plain-text 500s).
 */
export const HOST_LIBRARIES = ['react', 'react-dom', 'swr', 'wouter', 'hono', 'zod'] as const;

/**
 * The real folder of the copy of `library` an import from `fromDir` resolves to, as Node and
 * Vite resolve a bare import: the first `node_modules/{library}` from the folder up, symlinks
 * followed. Undefined when there is none. Found on disk, not through `resolve.dedupe`, which would
 * quietly swap the plugin's copy for the host's and hide a package that could not run elsewhere.
 */
export function copyOf(library: string, fromDir: string): string | undefined {
  for (let dir = realpathSync(fromDir); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', library, 'package.json');
    if (existsSync(candidate)) return realpathSync(dirname(candidate));
    if (dir === dirname(dir)) return undefined;
  }
}

/**
 * Why a third-party plugin package may not be built, or undefined when it may: its imports of a
 * host library must resolve to the host's one copy (the copy `hostDir`, core's folder, resolves
 * to), so a package that brings its own is refused naming itself and each library.
 */
export function ownCopiesProblem(
  pkg: string,
  packageDir: string,
  hostDir: string,
): string | undefined {
  const own = HOST_LIBRARIES.filter((library) => {
    const theirs = copyOf(library, packageDir);
    return theirs !== undefined && theirs !== copyOf(library, hostDir);
  });
  if (own.length === 0) return undefined;
  const copies = own.map((library) => `${library} (${copyOf(library, packageDir)})`).join(', ');
  return `${pkg} bundles its own copy of ${copies}; a plugin must use the host's one copy: declare ${own.join(', ')} as peerDependencies, not dependencies`;
}

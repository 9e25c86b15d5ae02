import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The query that names a server part's generation: each reload imports it with a new one. */
export const RELOAD_QUERY = 'atrium-reload';

/**
 * What a server part shares with the API, one copy: the SDK's server package and the host
 * libraries a server part imports (core/vite/host-libraries.ts lists all of them).
 */
const SHARED = ['@atrium/plugin-server', '@atrium/api', 'hono', 'zod', '@hono/zod-validator'];

const registered = new Set<string>();

/**
 * Registers `import-hooks.mjs` for `folders`, once each: their files' imports of `SHARED` resolve
 * as `@atrium/plugin-server` (in `rootDir`'s workspace) resolves them, so a plugin developed with
 * its own node_modules, or with none, runs on the API's one hono; and their own files follow their
 * entry's generation.
 */
export function registerDevPluginImports(folders: readonly string[], rootDir: string): void {
  const fresh = folders.filter((folder) => !registered.has(folder));
  if (fresh.length === 0) return;
  for (const folder of fresh) registered.add(folder);
  register(new URL('./import-hooks.mjs', import.meta.url), {
    data: {
      folders: fresh.map((folder) => `${pathToFileURL(folder).href}/`),
      shared: SHARED,
      home: pathToFileURL(join(rootDir, 'packages', 'plugin-server', 'package.json')).href,
      query: RELOAD_QUERY,
    },
  });
}

/** The URL that imports `entry` as generation `generation`, afresh. */
export const generationUrl = (entry: string, generation: number): string =>
  `${pathToFileURL(entry).href}?${RELOAD_QUERY}=${generation}`;

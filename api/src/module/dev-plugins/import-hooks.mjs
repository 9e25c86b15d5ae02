// Node module hooks for plugins developed outside Atrium's folder (`pnpm dev -- --plugin <folder>`),
// registered by register-import-hooks.ts. Plain JavaScript: hooks run in Node's loader thread.

/** @type {{ folders: string[]; shared: string[]; home: string; query: string }} */
let settings = { folders: [], shared: [], home: '', query: '' };

export function initialize(data) {
  settings = data;
}

const inFolder = (url) => settings.folders.some((folder) => url.startsWith(folder));

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * For an import made by a file in a dev plugin's folder: a library the host shares (hono, zod,
 * the SDK) resolves as the host's SDK package resolves it, so there is one copy whatever the
 * plugin's own node_modules holds; a file of the plugin's own (not in its node_modules) gets its
 * importer's generation (`?atrium-reload=N`), so importing the entry with a new generation
 * evaluates all of the plugin's own files afresh while the shared libraries stay as they are.
 */
export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL;
  if (parent === undefined || !inFolder(parent)) return nextResolve(specifier, context);
  if (settings.shared.includes(packageOf(specifier))) {
    return nextResolve(specifier, { ...context, parentURL: settings.home });
  }
  const resolved = await nextResolve(specifier, context);
  const generation = new URL(parent).searchParams.get(settings.query);
  if (generation === null || !inFolder(resolved.url) || resolved.url.includes('/node_modules/')) {
    return resolved;
  }
  const url = new URL(resolved.url);
  url.searchParams.set(settings.query, generation);
  return { ...resolved, url: url.href };
}

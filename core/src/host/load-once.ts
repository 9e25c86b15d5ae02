import type { Loader } from '../plugin-api/manifest.js';

/**
 * One entry's loader, called on first use and shared after: later callers get the same promise.
 * A failed load is forgotten, so the next use tries again (a network blip is not forever).
 * `what` names the entry for the error when its module has no default export.
 */
export function loadOnce<T>(loader: Loader<T>, what: string): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= loader().then((module) => {
      if (module?.default === undefined) throw new Error(`${what} has no default export`);
      return module.default;
    });
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
}

import type { ResourceDefinition } from './define-resource.js';

/** The names of the resources a write to `written` makes stale: themselves and their `stale`. */
export const staleAfterWrite = (written: readonly ResourceDefinition[]): ReadonlySet<string> =>
  new Set(written.flatMap((resource) => [resource.name, ...resource.stale]));

/** Whether an SWR key is one of project `ref`'s keys for one of the `resources` named. */
export const isProjectKeyOf =
  (ref: string, resources: ReadonlySet<string>) =>
  (key: unknown): boolean =>
    Array.isArray(key) &&
    key[0] === 'projects' &&
    key[1] === ref &&
    resources.has(key[2] as string);

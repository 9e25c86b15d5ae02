declare const resourceKeyBrand: unique symbol;

/**
 * A cache key inside one project: the resource's name, then whatever tells its requests apart.
 * Only a resource's `key` makes one (the brand), so a query can never be keyed by hand.
 */
export type ResourceKey = readonly [resource: string, ...params: readonly unknown[]] & {
  readonly [resourceKeyBrand]: true;
};

/** The SWR key of a resource key in project `ref`: `['projects', ref, resource, ...params]`. */
export type ProjectKey = readonly ['projects', string, string, ...unknown[]];

export const projectKey = (ref: string, key: ResourceKey): ProjectKey =>
  ['projects', ref, ...key] as unknown as ProjectKey;

/**
 * Something a project's screens cache, declared by the code that owns it (core for what several
 * plugins show, a plugin for its own) and listed in a manifest's `resources`, where the registry
 * checks it. Invalidation is data: a write to this resource makes it and `stale` stale.
 */
export interface ResourceDefinition<Name extends string = string> {
  readonly name: Name;
  /** The resources a write to this one also changes (by name; the registry checks they exist). */
  readonly stale: readonly string[];
  /** A key of this resource: `tables.key('list', schema)` is `['tables', 'list', schema]`. */
  key(...params: readonly unknown[]): ResourceKey;
}

const resourceName = /^[a-z][a-z0-9-]*$/;

/**
 * Declares a resource: `defineResource('buckets', { stale: ['objects'] })` says a write to
 * buckets also makes the cached objects stale.
 */
export function defineResource<const Name extends string>(
  name: Name,
  { stale = [] }: { readonly stale?: readonly string[] } = {},
): ResourceDefinition<Name> {
  if (!resourceName.test(name))
    throw new Error(`Resource name "${name}" must be lowercase letters, digits and dashes`);
  return Object.freeze({
    name,
    stale: Object.freeze([...stale]),
    key: (...params: readonly unknown[]) => [name, ...params] as unknown as ResourceKey,
  });
}

/**
 * The resources of a project's metadata API that screens cache. A key names its resource first,
 * so a write refreshes every screen that shows the resource, whichever plugin drew it.
 */
export const RESOURCES = [
  'schemas',
  'tables',
  'table-rows',
  'entities',
  'columns',
  'policies',
  'roles',
  'types',
  'extensions',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** A cache key inside one project: the resource, then whatever tells its requests apart. */
export type ResourceKey = readonly [resource: Resource, ...params: readonly unknown[]];

/** The SWR key of `key` for project `ref`: `['projects', ref, resource, ...params]`. */
export type ProjectKey = readonly ['projects', string, Resource, ...unknown[]];

export const projectKey = (ref: string, key: ResourceKey): ProjectKey => ['projects', ref, ...key];

/**
 * What else a write to a resource can change. An RLS toggle (a `tables` write) shows in the table
 * editor's entity list; a new column changes the table's detail and its rows.
 */
const DERIVED: Record<Resource, readonly Resource[]> = {
  schemas: ['tables', 'table-rows', 'entities', 'columns', 'policies', 'types'],
  tables: ['table-rows', 'entities', 'columns', 'policies'],
  'table-rows': [],
  entities: ['tables'],
  columns: ['tables', 'table-rows', 'entities'],
  policies: [],
  roles: [],
  types: ['columns'],
  extensions: ['schemas', 'types'],
};

/** The resources a write to `written` makes stale: themselves and what derives from them. */
export const staleAfterWrite = (written: readonly Resource[]): ReadonlySet<Resource> =>
  new Set(written.flatMap((resource) => [resource, ...DERIVED[resource]]));

/** Whether an SWR key is one of project `ref`'s keys for one of `resources`. */
export const isProjectKeyOf =
  (ref: string, resources: ReadonlySet<Resource>) =>
  (key: unknown): boolean =>
    Array.isArray(key) &&
    key[0] === 'projects' &&
    key[1] === ref &&
    resources.has(key[2] as Resource);

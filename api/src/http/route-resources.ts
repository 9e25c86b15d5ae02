import type { Resource } from '@atrium/common/permissions';

/**
 * Every resource a route may name in `requires(action, resource)`: a closed list, so a misspelt
 * resource does not compile (it would otherwise be a permission no role's grant names, refusing
 * everyone but owners). A route guarding something new adds it here, beside its grants in
 * `common/src/roles.ts` where a role's grant is not `*`.
 */
export const ROUTE_RESOURCES = [
  'api_keys',
  'audit',
  'buckets',
  'columns',
  'config',
  'content',
  'credentials',
  'extensions',
  'foreign_tables',
  'functions',
  'indexes',
  'invitations',
  'materialized_views',
  'members',
  'objects',
  'policies',
  'privileges',
  'projects',
  'publications',
  'queries',
  'roles',
  'schemas',
  'sql',
  'tables',
  'triggers',
  'types',
  'views',
  'wrappers',
] as const satisfies readonly Resource[];

export type RouteResource = (typeof ROUTE_RESOURCES)[number];

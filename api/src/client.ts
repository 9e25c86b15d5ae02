import { hc } from 'hono/client';
import type { ExtractSchema } from 'hono/types';
import type { ApiRoutes } from './app.js';
import type { columnsRoutes } from './pg-meta/groups/columns.js';
import type { programmabilityRoutes } from './pg-meta/groups/programmability.js';
import type { relationsRoutes } from './pg-meta/groups/relations.js';
import type { securityRoutes } from './pg-meta/groups/security.js';
import type { sqlRoutes } from './pg-meta/groups/sql.js';
import type { storageDashboardRoutes } from './storage/dashboard/routes.js';

type ClientOptions = Parameters<typeof hc>[1];

/** A typed client for the whole Atrium API; `baseUrl` is the server origin ('' in the browser). */
export const createApiClient = (baseUrl: string, options?: ClientOptions) =>
  hc<ApiRoutes>(baseUrl, options);

/**
 * Typed clients for the metadata API of one project, one per resource group, each rooted at
 * `/platform/pg-meta/{ref}` so calls need no `param`:
 * `pgMeta.security.policies.$get({ query: { included_schemas: 'public' } })`.
 */
export function createPgMetaClient(baseUrl: string, ref: string, options?: ClientOptions) {
  const root = `${baseUrl}/platform/pg-meta/${encodeURIComponent(ref)}`;
  return {
    /** Run, format and parse SQL. */
    sql: hc<ReturnType<typeof sqlRoutes>>(root, options),
    /** Schemas, tables and their rows, the entities list, views, materialized, foreign and partitioned tables. */
    relations: hc<ReturnType<typeof relationsRoutes>>(root, options),
    /** Columns, constraints and foreign keys, indexes, table and column privileges. */
    columns: hc<ReturnType<typeof columnsRoutes>>(root, options),
    /** Policies, roles, publications, enumerated types. */
    security: hc<ReturnType<typeof securityRoutes>>(root, options),
    /** Extensions, functions, triggers, ongoing queries, foreign data wrappers and servers, vault secrets. */
    programmability: hc<ReturnType<typeof programmabilityRoutes>>(root, options),
  };
}

/**
 * A typed client for the storage module's dashboard routes, which the module mounts under
 * `/platform` (so `ApiRoutes` does not hold them): `/platform/storage/{ref}/buckets...` and
 * `/platform/projects/{ref}/config/storage`.
 */
export const createStorageAdminClient = (baseUrl: string, options?: ClientOptions) =>
  hc<ReturnType<typeof storageDashboardRoutes>>(`${baseUrl}/platform`, options);

export type ApiClient = ReturnType<typeof createApiClient>;
export type StorageAdminClient = ReturnType<typeof createStorageAdminClient>;
export type PgMetaClient = ReturnType<typeof createPgMetaClient>;

/**
 * Every route of a project's metadata API, by path under `/platform/pg-meta/{ref}` and method,
 * with its input and output types: what typed test stubs are checked against.
 */
export type PgMetaRoutes = ExtractSchema<ReturnType<typeof sqlRoutes>> &
  ExtractSchema<ReturnType<typeof relationsRoutes>> &
  ExtractSchema<ReturnType<typeof columnsRoutes>> &
  ExtractSchema<ReturnType<typeof securityRoutes>> &
  ExtractSchema<ReturnType<typeof programmabilityRoutes>>;
export type { ApiRoutes };
export type { ErrorBody } from './http/api-error.js';

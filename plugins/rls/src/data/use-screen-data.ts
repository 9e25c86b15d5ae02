import { usePgMetaQuery } from '@atrium/core/plugin-api';
import type { Policy } from '../policy/policy.js';
import type { DatabaseRole, SchemaSummary, TableSummary } from './types.js';

/** SWR keys, shared by the readers and by the writes that revalidate them. */
export const keys = {
  tables: (ref: string, schema: string) => `rls:tables:${ref}:${schema}`,
  policies: (ref: string, schema: string) => `rls:policies:${ref}:${schema}`,
  schemas: (ref: string) => `rls:schemas:${ref}`,
  roles: (ref: string) => `rls:roles:${ref}`,
};

/** The tables of one schema, scoped by the API so the cost follows the schema's size. */
export function useTables(ref: string, schema: string) {
  return usePgMetaQuery<TableSummary[]>(keys.tables(ref, schema), (pgMeta) =>
    pgMeta.relations.tables.$get({
      query: { included_schemas: schema, include_system_schemas: 'true' },
    }),
  );
}

export function usePolicies(ref: string, schema: string) {
  return usePgMetaQuery<Policy[]>(keys.policies(ref, schema), (pgMeta) =>
    pgMeta.security.policies.$get({
      query: { included_schemas: schema, include_system_schemas: 'true' },
    }),
  );
}

export function useSchemas(ref: string) {
  return usePgMetaQuery<SchemaSummary[]>(keys.schemas(ref), (pgMeta) =>
    pgMeta.relations.schemas.$get({ query: {} }),
  );
}

export function useRoles(ref: string) {
  return usePgMetaQuery<DatabaseRole[]>(keys.roles(ref), (pgMeta) =>
    pgMeta.security.roles.$get({ query: {} }),
  );
}

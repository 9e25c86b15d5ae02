import { useApiQuery } from '@atrium/core/plugin-api';
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
  return useApiQuery<TableSummary[]>(keys.tables(ref, schema), (api) =>
    api.platform['pg-meta'][':ref'].tables.$get({
      param: { ref },
      query: { included_schemas: schema, include_system_schemas: 'true' },
    }),
  );
}

export function usePolicies(ref: string, schema: string) {
  return useApiQuery<Policy[]>(keys.policies(ref, schema), (api) =>
    api.platform['pg-meta'][':ref'].policies.$get({
      param: { ref },
      query: { included_schemas: schema, include_system_schemas: 'true' },
    }),
  );
}

export function useSchemas(ref: string) {
  return useApiQuery<SchemaSummary[]>(keys.schemas(ref), (api) =>
    api.platform['pg-meta'][':ref'].schemas.$get({ param: { ref }, query: {} }),
  );
}

export function useRoles(ref: string) {
  return useApiQuery<DatabaseRole[]>(keys.roles(ref), (api) =>
    api.platform['pg-meta'][':ref'].roles.$get({ param: { ref }, query: {} }),
  );
}

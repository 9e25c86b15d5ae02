import {
  policyKeys,
  roleKeys,
  schemaKeys,
  tableKeys,
  useProjectQuery,
} from '@atrium/core/plugin-api';

/**
 * The tables of one schema, scoped by the API so the cost follows the schema's size. Cached under
 * the shared `tables` key, so the table editor's writes refresh this screen and this screen's
 * writes refresh the table editor.
 */
export function useTables(schema: string) {
  return useProjectQuery(tableKeys.list(schema), (pgMeta) =>
    pgMeta.relations.tables.$get({ query: tableKeys.listQuery(schema) }),
  );
}

export function usePolicies(schema: string) {
  return useProjectQuery(policyKeys.list(schema), (pgMeta) =>
    pgMeta.security.policies.$get({
      query: { included_schemas: schema, include_system_schemas: 'true' },
    }),
  );
}

export function useSchemas() {
  return useProjectQuery(schemaKeys.list(), (pgMeta) =>
    pgMeta.relations.schemas.$get({ query: {} }),
  );
}

export function useRoles() {
  return useProjectQuery(roleKeys.list(), (pgMeta) => pgMeta.security.roles.$get({ query: {} }));
}

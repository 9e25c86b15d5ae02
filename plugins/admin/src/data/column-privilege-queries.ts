import {
  roleKeys,
  useProjectQuery,
  type PgMetaClient,
  type ResponseOf,
} from '@atrium/core/plugin-api';
import { columnPrivilegeKeys } from './admin-resources.js';

/** One column's own grants, as `GET /column-privileges` answers them. */
export type ColumnGrants = ResponseOf<PgMetaClient['columns']['column-privileges']['$get']>[number];
/** A table's own grants, as `GET /table-privileges` answers them. */
export type TableGrants = ResponseOf<PgMetaClient['columns']['table-privileges']['$get']>[number];

/** The database roles to choose from (without `pg_` roles, spec section 9). */
export function useRoles() {
  return useProjectQuery(roleKeys.list(), (pgMeta) => pgMeta.security.roles.$get({ query: {} }));
}

/** A table's column-level grants; no request until a table is chosen. */
export function useColumnGrants(tableId: number | undefined) {
  return useProjectQuery(
    tableId === undefined ? null : columnPrivilegeKeys.columns(tableId),
    (pgMeta) =>
      pgMeta.columns['column-privileges'].$get({
        query: { table_id: String(tableId), include_system_schemas: 'true' },
      }),
  );
}

/** A table's table-level grants, which cover each of its columns. */
export function useTableGrants(tableId: number | undefined) {
  return useProjectQuery(
    tableId === undefined ? null : columnPrivilegeKeys.table(tableId),
    (pgMeta) =>
      pgMeta.columns['table-privileges'].$get({
        query: { table_id: String(tableId), include_system_schemas: 'true' },
      }),
  );
}

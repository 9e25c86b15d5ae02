import { columnKeys, tableKeys, useProjectQuery } from '@atrium/core/plugin-api';

/** The tables of a schema a new column may reference, and the columns of the one picked. */
export function useReferenceTargets(schema: string, tableId: number | undefined) {
  const tables = useProjectQuery(tableKeys.list(schema), (pgMeta) =>
    pgMeta.relations.tables.$get({ query: tableKeys.listQuery(schema) }),
  );
  const columns = useProjectQuery(
    tableId === undefined ? null : columnKeys.list(tableId),
    (pgMeta) => pgMeta.columns.columns.$get({ query: { table_id: String(tableId) } }),
  );
  return { tables: tables.data ?? [], columns: tableId === undefined ? [] : (columns.data ?? []) };
}

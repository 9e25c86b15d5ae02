import { columnKeys, tableKeys, useProjectQuery } from '@atrium/core/plugin-api';

/*
 * The columns screen's reads, the same requests under the same keys as the table editor's, so
 * either screen's writes refresh both.
 */

/** One table (its schema and name for the heading and the error). */
export function useTable(tableId: number) {
  return useProjectQuery(tableKeys.detail(tableId), (pgMeta) =>
    pgMeta.relations.tables[':id'].$get({ param: { id: String(tableId) } }),
  );
}

/** The table's columns, in table order. */
export function useColumns(tableId: number) {
  return useProjectQuery(columnKeys.list(tableId), (pgMeta) =>
    pgMeta.columns.columns.$get({ query: { table_id: String(tableId) } }),
  );
}

import { tableKeys, useProjectQuery } from '@atrium/core/plugin-api';

/*
 * The schema visualizer's read: one schema's tables with their columns, primary keys and foreign
 * keys, in one request. Cached under `tables`, so a table or column write anywhere redraws it.
 */
export function useTablesWithColumns(schema: string) {
  return useProjectQuery(tableKeys.withColumns(schema), (pgMeta) =>
    pgMeta.relations.tables.$get({ query: tableKeys.withColumnsQuery(schema) }),
  );
}

import { schemaKeys, tableKeys, useProjectQuery } from '@atrium/core/plugin-api';

/*
 * The tables screen's reads. Each is cached under the shared `tables` (or `schemas`) resource, so
 * a write on any screen (the table editor's panels, RLS toggles, column edits) refreshes them.
 */

/** The schemas for the picker. */
export function useSchemas() {
  return useProjectQuery(schemaKeys.list(), (pgMeta) =>
    pgMeta.relations.schemas.$get({ query: {} }),
  );
}

/** One schema's tables, without their columns (`tableKeys.listQuery`). */
export function useTables(schema: string) {
  return useProjectQuery(tableKeys.list(schema), (pgMeta) =>
    pgMeta.relations.tables.$get({ query: tableKeys.listQuery(schema) }),
  );
}

/** Each table's number of columns, for the column-count link. */
export function useColumnCounts(schema: string) {
  return useProjectQuery(tableKeys.columnCounts(schema), (pgMeta) =>
    pgMeta.columns['column-counts'].$get({ query: { schema } }),
  );
}

/** The tables Realtime streams (the `supabase_realtime` publication). */
export function useRealtimeTables() {
  return useProjectQuery(tableKeys.realtime(), (pgMeta) => pgMeta.security.realtime.tables.$get());
}

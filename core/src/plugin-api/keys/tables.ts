import { resources } from './core-resources.js';

/** Cache keys of a project's tables (`/tables`, `/tables/{id}`). */
export const tableKeys = {
  /** The tables of one schema, as `GET /tables` with `listQuery(schema)` answers them. */
  list: (schema: string) => resources.tables.key('list', schema),
  /**
   * The one query every `list(schema)` read sends, so equal keys always hold equal answers:
   * without columns, which the API would otherwise send for every table (`detail` has them).
   */
  listQuery: (schema: string) => ({
    included_schemas: schema,
    include_system_schemas: 'true' as const,
    include_columns: 'false' as const,
  }),
  detail: (id: number) => resources.tables.key('detail', id),
  /** The tables of one schema with their columns, as `withColumnsQuery(schema)` asks for them. */
  withColumns: (schema: string) => resources.tables.key('with-columns', schema),
  withColumnsQuery: (schema: string) => ({
    included_schemas: schema,
    include_system_schemas: 'true' as const,
    include_columns: 'true' as const,
  }),
  /**
   * Each table's column count in one schema (`GET /column-counts`): kept with the tables, whose
   * writes and whose columns' writes (`columns` makes `tables` stale) change it.
   */
  columnCounts: (schema: string) => resources.tables.key('column-counts', schema),
  /** The tables in the realtime publication (`GET /realtime/tables`), changed by table writes. */
  realtime: () => resources.tables.key('realtime'),
};

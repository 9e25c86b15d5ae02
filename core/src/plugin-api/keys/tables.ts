/** Cache keys of a project's tables (`/tables`, `/tables/{id}`). */
export const tableKeys = {
  all: ['tables'] as const,
  /** The tables of one schema, as `GET /tables` with `listQuery(schema)` answers them. */
  list: (schema: string) => ['tables', 'list', schema] as const,
  /**
   * The one query every `list(schema)` read sends, so equal keys always hold equal answers:
   * without columns, which the API would otherwise send for every table (`detail` has them).
   */
  listQuery: (schema: string) => ({
    included_schemas: schema,
    include_system_schemas: 'true' as const,
    include_columns: 'false' as const,
  }),
  detail: (id: number) => ['tables', 'detail', id] as const,
};

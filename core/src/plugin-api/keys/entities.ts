/** Cache keys of the table editor's entities (`/entities`, `/entities/{id}`). */
export const entityKeys = {
  all: ['entities'] as const,
  /** One page of a schema's entities; `query` holds the sort, types, search and limit. */
  list: (schema: string, query: Readonly<Record<string, string>>) =>
    ['entities', 'list', schema, query] as const,
  detail: (id: number) => ['entities', 'detail', id] as const,
  /** The ids of tables found by schema and name (a foreign key's targets). */
  ids: (targets: readonly string[]) => ['entities', 'ids', targets] as const,
  /** Every table, view, materialized view and foreign table outside the system schemas. */
  everySchema: () => ['entities', 'every-schema'] as const,
};

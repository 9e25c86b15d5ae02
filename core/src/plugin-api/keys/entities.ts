import { resources } from './core-resources.js';

/** Cache keys of the table editor's entities (`/entities`, `/entities/{id}`). */
export const entityKeys = {
  /** One page of a schema's entities; `query` holds the sort, types, search and limit. */
  list: (schema: string, query: Readonly<Record<string, string>>) =>
    resources.entities.key('list', schema, query),
  detail: (id: number) => resources.entities.key('detail', id),
  /** A view's or materialized view's query (`/views/{id}`, `/materialized-views/{id}`). */
  viewDefinition: (id: number) => resources.entities.key('view-definition', id),
  /** The ids of tables found by schema and name (a foreign key's targets). */
  ids: (targets: readonly string[]) => resources.entities.key('ids', targets),
  /** Every table, view, materialized view and foreign table outside the system schemas. */
  everySchema: () => resources.entities.key('every-schema'),
};

import { entityKeys, readJson, useProjectQuery, usePluginContext } from '@atrium/core/plugin-api';
import type { TableMeta } from '../data/use-table-meta.js';
import { createTableSql, createViewSql } from './create-table-sql.js';

/**
 * The relation's CREATE statement for the Definition view: a table's is built from the metadata
 * the grid already holds; a view's or materialized view's query is read once from the metadata
 * API (`pg_get_viewdef`). Undefined while it loads, or for a kind without one here (foreign).
 */
export function useCreateStatement(tableId: number, meta: TableMeta): string | undefined {
  const { can } = usePluginContext();
  const { entity } = meta;
  const view =
    entity.type === 'v' && can('sql:admin:read', 'views')
      ? ('VIEW' as const)
      : entity.type === 'm' && can('sql:admin:read', 'materialized_views')
        ? ('MATERIALIZED VIEW' as const)
        : undefined;
  const id = String(tableId);
  const query = useProjectQuery(
    view ? entityKeys.viewDefinition(tableId) : null,
    async ({ relations }) => {
      const relation =
        view === 'VIEW'
          ? await readJson(await relations.views[':id'].$get({ param: { id } }))
          : await readJson(await relations['materialized-views'][':id'].$get({ param: { id } }));
      return relation.definition ?? '';
    },
  );
  if (meta.isTable) return createTableSql(entity.schema, entity.name, meta.columns);
  if (!view || query.data === undefined) return undefined;
  return createViewSql(view, entity.schema, entity.name, query.data);
}

import {
  columnKeys,
  entityKeys,
  tableKeys,
  useProjectQuery,
  type Entity,
} from '@atrium/core/plugin-api';
import { useMemo } from 'react';
import { retryPolicy } from './retry-policy.js';
import { buildGridColumns, type GridColumn } from '../model/grid-column.js';

export interface TableMeta {
  readonly entity: Entity;
  readonly columns: readonly GridColumn[];
  readonly primaryKeys: readonly string[];
  /** Tables and partitioned tables take inserts, deletes and truncation; views may not. */
  readonly isTable: boolean;
}

/** The entity, its columns, and for tables their primary keys and foreign keys. */
export function useTableMeta(tableId: number) {
  const id = String(tableId);
  // The spec's retry schedule; a table that is not there (deleted, mistyped) is not asked again.
  const entity = useProjectQuery(
    entityKeys.detail(tableId),
    (pgMeta) => pgMeta.relations.entities[':id'].$get({ param: { id } }),
    retryPolicy,
  );
  const columns = useProjectQuery(
    columnKeys.list(tableId),
    (pgMeta) => pgMeta.columns.columns.$get({ query: { table_id: id } }),
    retryPolicy,
  );
  const isTable = entity.data?.type === 'r' || entity.data?.type === 'p';
  const detail = useProjectQuery(
    isTable ? tableKeys.detail(tableId) : null,
    (pgMeta) => pgMeta.relations.tables[':id'].$get({ param: { id } }),
    retryPolicy,
  );
  const ready = entity.data && columns.data && (!isTable || detail.data);
  const meta = useMemo<TableMeta | undefined>(() => {
    if (!ready) return undefined;
    const gridColumns: GridColumn[] = buildGridColumns(columns.data!, detail.data);
    return {
      entity: entity.data!,
      columns: gridColumns,
      primaryKeys: detail.data?.primary_keys.map((pk) => pk.name) ?? [],
      isTable,
    };
  }, [ready, entity.data, columns.data, detail.data, isTable]);
  const refresh = async () => {
    await Promise.all([entity.mutate(), columns.mutate(), detail.mutate()]);
  };
  return {
    meta,
    error: entity.error ?? columns.error ?? detail.error,
    /** The entity is gone or never was: the grid says so instead of failing to read rows. */
    isMissing: entity.error?.status === 404,
    refresh,
  };
}

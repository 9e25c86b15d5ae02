import { readJson, usePluginContext } from '@atrium/core/plugin-api';
import { useMemo } from 'react';
import useSWR from 'swr';
import { buildGridColumns, type GridColumn } from '../model/grid-column.js';
import type { ApiColumn, Entity, TableDetail } from '../model/metadata.js';

const get = async <T>(url: string) => readJson<T>(await fetch(url));

export interface TableMeta {
  readonly entity: Entity;
  readonly columns: readonly GridColumn[];
  readonly primaryKeys: readonly string[];
  /** Tables and partitioned tables take inserts, deletes and truncation; views may not. */
  readonly isTable: boolean;
}

/** The entity, its columns, and for tables their primary keys and foreign keys. */
export function useTableMeta(tableId: number) {
  const { projectRef = '' } = usePluginContext();
  const base = `/platform/pg-meta/${encodeURIComponent(projectRef)}`;
  const entity = useSWR<Entity, Error>(`grid:entity:${projectRef}:${tableId}`, () =>
    get<Entity>(`${base}/entities/${tableId}`),
  );
  const columns = useSWR<ApiColumn[], Error>(`grid:columns:${projectRef}:${tableId}`, () =>
    get<ApiColumn[]>(`${base}/columns?table_id=${tableId}`),
  );
  const isTable = entity.data?.type === 'r' || entity.data?.type === 'p';
  const detail = useSWR<TableDetail, Error>(
    isTable ? `grid:table:${projectRef}:${tableId}` : null,
    () => get<TableDetail>(`${base}/tables/${tableId}`),
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
  return { meta, error: entity.error ?? columns.error ?? detail.error, refresh };
}

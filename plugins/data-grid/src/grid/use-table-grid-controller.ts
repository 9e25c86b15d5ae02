import { useCan, usePluginContext, useStableCallback } from '@atrium/core/plugin-api';
import { useCallback, useMemo, useState } from 'react';
import type { Impersonation } from './data/impersonation.js';
import type { PageSize } from './footer/page-math.js';
import type { Row } from '../data/rows-queries.js';
import { useForeignKeyLinks } from './data/use-foreign-key-links.js';
import { useUpdateCells, type CellWrites } from '../data/rows-mutations.js';
import { useRowsQueries } from './data/use-rows.js';
import { useTableMeta } from './data/use-table-meta.js';
import { loadWholeRow } from './data/whole-row.js';
import { isMultiLine } from './edit/multi-line.js';
import { useCellEditing } from './edit/use-cell-editing.js';
import type { GridPanel } from './GridPanels.js';
import {
  layoutColumns,
  renamedColumn,
  renameSavedColumn,
  saveLayout,
  type ColumnChange,
  type LaidOutColumn,
} from './model/column-layout.js';
import type { CellPosition } from './model/navigation.js';
import { useRowSelection } from './state/use-row-selection.js';
import { useSaveIndicator } from './state/use-save-indicator.js';
import { useGridActions } from './use-grid-actions.js';
import { useGridQuery } from './use-grid-query.js';
import type { GridViewProps, RowMenuAction } from './view/GridView.js';
import type { ColumnAction } from './view/HeaderRow.js';

const NO_ROWS: Row[] = [];
const NO_TRUNCATION: string[][] = [];

/**
 * Everything the table grid does, for `TableGrid` to render: the table's definition and rows,
 * the selection, cell editing, the side panel, and the handlers of the toolbar, header, row menu
 * and bottom bar.
 */
export function useTableGridController(tableId: number) {
  const canWrite = useCan()('sql:admin:write', 'tables');
  const { toast } = usePluginContext();
  const { meta, error: metaError, isMissing, refresh: refreshMeta } = useTableMeta(tableId);
  const { status: saveStatus, track } = useSaveIndicator();
  const query = useGridQuery(tableId, meta);
  const { url, saved, updateSaved, impersonation, rows, count } = query;
  const api = useRowsQueries(tableId);
  const updateCells = useUpdateCells(tableId);
  const data = rows.data?.rows ?? NO_ROWS;
  const truncated = rows.data?.truncated ?? NO_TRUNCATION;
  const selection = useRowSelection(data.length);

  const layout = useMemo(
    () => layoutColumns(meta?.columns ?? [], saved.columns),
    [meta, saved.columns],
  );
  const linkFor = useForeignKeyLinks(meta?.columns);

  const replaceRow = useCallback(
    (primaryKey: Record<string, unknown>, row: Row) =>
      void rows.mutate(
        (current) =>
          current && {
            ...current,
            rows: current.rows.map((r) =>
              Object.entries(primaryKey).every(([k, v]) => r[k] === v) ? row : r,
            ),
          },
        { revalidate: false },
      ),
    [rows],
  );
  const writeRows = useStableCallback((writes: Omit<CellWrites, 'impersonation'>) =>
    updateCells.trigger({ ...writes, impersonation }),
  );
  const cells = useCellEditing({
    layout,
    rows: data,
    primaryKeys: meta?.primaryKeys ?? [],
    canWrite,
    writeRows,
    track,
    replaceRow,
    onRefused: (message) => toast.error(message),
  });

  const [panel, setPanel] = useState<GridPanel | null>(null);
  /** A large value in the side panel, editable there when its cell is. */
  const openValue = (at: CellPosition, value: unknown) =>
    setPanel({
      kind: 'value',
      column: layout[at.col]!.column,
      value,
      isEditable: cells.canEdit(at.col),
      save: (next) => cells.writeCell(at, next),
    });

  const refresh = useCallback(async () => {
    await Promise.all([rows.mutate(), count.mutate()]);
  }, [rows, count]);

  const clearPageState = () => {
    selection.clear();
    cells.reset();
  };
  const goToPage = (next: number) => {
    clearPageState(); // spec section 4: moving page clears the selection
    query.setPage(next);
  };

  const actions = useGridActions({
    tableId,
    meta,
    impersonation,
    filters: url.filters,
    track,
    primaryKeyOf: cells.primaryKeyOf,
    beforeRefetch: clearPageState,
  });

  const loadFullValue = async (at: CellPosition) => {
    const row = data[at.row];
    const column = layout[at.col]?.column;
    if (!row || !column) return;
    if (!meta?.primaryKeys.length) {
      toast.error('Unable to load value as table has no primary keys');
      return;
    }
    try {
      const { value } = await api.fullValue(column.key, cells.primaryKeyOf(row), impersonation);
      openValue(at, value);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  /** Edit row, filled with whole values: saving a cut copy would cut the stored value. */
  const openRowEditor = async (index: number) => {
    const row = data[index];
    if (!row) return;
    try {
      const whole = await loadWholeRow(
        api,
        row,
        truncated[index] ?? [],
        cells.primaryKeyOf(row),
        impersonation,
      );
      setPanel({ kind: 'row', row: whole });
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const startEdit = (at: CellPosition, initialText?: string) => {
    const column = layout[at.col]?.column;
    const row = data[at.row];
    if (!column || !row) return;
    if (truncated[at.row]?.includes(column.key)) return void loadFullValue(at);
    const value = row[column.key];
    // A long JSON value gets the side panel's room instead of a one-line editor, and so does a
    // text over lines: a one-line input would drop its line breaks, and saving would store that.
    if (
      initialText === undefined &&
      ((column.category === 'json' && JSON.stringify(value ?? null).length > 200) ||
        isMultiLine(value))
    ) {
      return openValue(at, value);
    }
    cells.startEdit(at, initialText);
  };

  const onColumnAction = useStableCallback((laidOut: LaidOutColumn, action: ColumnAction) => {
    const column = laidOut.column;
    if (action === 'freeze') {
      updateSaved({
        columns: saveLayout(
          layout.map((c) => (c.column.key === column.key ? { ...c, frozen: !c.frozen } : c)),
        ),
      });
    } else if (action === 'edit') {
      setPanel({ kind: 'column', column: column.source });
    } else {
      void actions.deleteColumn(column.source.id, column.key);
    }
  });

  const onResize = useStableCallback((key: string, width: number, done: boolean) => {
    if (!done) return; // the saved width is written once the drag ends
    updateSaved({
      columns: saveLayout(layout.map((c) => (c.column.key === key ? { ...c, width } : c))),
    });
  });

  const onAddColumn = useStableCallback(() => setPanel({ kind: 'column' }));

  /**
   * After a column was added or changed: a renamed column keeps its saved width, place and frozen
   * state, and the sorts and filters on it, under its new name. (The panel then refreshes every
   * read of the project's definitions, the grid's included.)
   */
  const onColumnsChanged = (change?: ColumnChange) => {
    const rename = change && renamedColumn(change);
    if (rename) {
      if (saved.columns) updateSaved({ columns: renameSavedColumn(saved.columns, rename) });
      const renamed = <T extends { column: string }>(items: readonly T[]) =>
        items.map((item) => (item.column === rename.from ? { ...item, column: rename.to } : item));
      if (url.sorts.some((s) => s.column === rename.from)) query.applySorts(renamed(url.sorts));
      if (url.filters.some((f) => f.column === rename.from))
        query.applyFilters(renamed(url.filters));
    }
  };

  const onRowMenu = (action: RowMenuAction, at: CellPosition) => {
    const row = data[at.row];
    if (!row) return;
    if (action === 'copy') {
      void navigator.clipboard?.writeText(
        cells.copy({ top: at.row, bottom: at.row, left: at.col, right: at.col }),
      );
      toast.success('Copied cell value to clipboard');
    } else if (action === 'edit-row') {
      void openRowEditor(at.row);
    } else {
      void actions.deleteRows([row]);
    }
  };

  const onImpersonation = (next: Impersonation | undefined) => {
    clearPageState();
    query.setPage(1);
    query.setImpersonation(next);
  };

  const onPageSize = (size: PageSize) => {
    query.setPageSize(size);
    goToPage(1);
  };

  const isTable = meta?.isTable === true;
  const hasPrimaryKey = (meta?.primaryKeys.length ?? 0) > 0;
  // Deleting all rows without filters is a TRUNCATE, which an impersonated role cannot run.
  const truncationBlocked =
    selection.allRows && url.filters.length === 0 && impersonation !== undefined;
  const selectedRows = () => [...selection.selected].map((i) => data[i]!);
  // Every row selected (all-rows mode, or a page holding the whole table): the server streams them.
  const everyRow = selection.allRows || selection.selected.size === count.data?.count;

  const tableName = meta?.entity.name ?? '';
  const canWriteTable = canWrite && isTable;
  /** The rows and what they do, for `GridView` (its cell editor aside: the screen renders it). */
  const view: Omit<GridViewProps, 'editor'> = {
    label: tableName,
    table: meta && { id: tableId, schema: meta.entity.schema, name: tableName },
    primaryKeys: meta?.primaryKeys,
    layout,
    rows: data,
    truncated,
    selected: selection.selected,
    onToggleRow: selection.toggle,
    onToggleAll: selection.togglePage,
    active: cells.active,
    anchor: cells.anchor,
    editing: cells.editing,
    onActivate: cells.activate,
    onStartEdit: startEdit,
    onCopy: cells.copy,
    onPaste: cells.paste,
    onUndo: () => void cells.undo(),
    onLoadFullValue: (at) => void loadFullValue(at),
    hasPrimaryKey,
    linkFor,
    onRowMenu,
    canDeleteRows: canWriteTable && hasPrimaryKey,
    canEditRows: canWriteTable && hasPrimaryKey,
    canWrite: canWriteTable,
    onColumnAction,
    onResize,
    onAddColumn: isTable ? onAddColumn : undefined,
  };

  return {
    query,
    meta,
    metaError,
    layout,
    data,
    view,
    selection,
    cells,
    panel,
    setPanel,
    saveStatus,
    refresh,
    refreshMeta,
    actions,
    goToPage,
    onImpersonation,
    onPageSize,
    tableName,
    isTable,
    isMissing,
    hasPrimaryKey,
    onColumnsChanged,
    canWrite: canWriteTable,
    canDeleteSelection: canWriteTable && (hasPrimaryKey || selection.allRows) && !truncationBlocked,
    truncationBlocked,
    selectedCount: selection.allRows ? (count.data?.count ?? data.length) : selection.selected.size,
    exportSelection: () =>
      void actions.exportRows(everyRow ? undefined : selectedRows(), url.sorts),
    deleteSelection: () =>
      void (selection.allRows
        ? actions.deleteAll(count.data?.count ?? 0)
        : actions.deleteRows(selectedRows())),
  };
}

export type TableGridController = ReturnType<typeof useTableGridController>;

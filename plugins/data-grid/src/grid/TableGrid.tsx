import { Box, Button, Tooltip, toast } from '@atrium/design-system';
import { useCan } from '@atrium/core/plugin-api';
import { useCallback, useMemo, useState } from 'react';
import type { Row } from './data/rows-api.js';
import { useForeignKeyLinks } from './data/use-foreign-key-links.js';
import { useRowsApi } from './data/use-rows.js';
import { useTableMeta } from './data/use-table-meta.js';
import { DefinitionView } from './DefinitionView.js';
import { CellEditor } from './edit/CellEditor.js';
import { useCellEditing } from './edit/use-cell-editing.js';
import { BottomBar } from './footer/BottomBar.js';
import { PageControl } from './footer/PageControl.js';
import { RowCountText } from './footer/RowCountText.js';
import { GridBody } from './GridBody.js';
import { GridPanels, type GridPanel } from './GridPanels.js';
import { layoutColumns, saveLayout } from './model/column-layout.js';
import type { CellPosition } from './model/navigation.js';
import { useGridActions } from './use-grid-actions.js';
import { useRowSelection } from './state/use-row-selection.js';
import { useSaveIndicator } from './state/use-save-indicator.js';
import { useStableCallback } from './state/use-stable-callback.js';
import { useGridQuery } from './use-grid-query.js';
import { Toolbar } from './toolbar/Toolbar.js';
import { GridView, type RowMenuAction } from './view/GridView.js';
import type { ColumnAction } from './view/HeaderRow.js';

export interface TableGridProps {
  /** The table's (or view's) id, as in `/project/{ref}/editor/{id}`. */
  readonly tableId: number;
}

const NO_ROWS: Row[] = [];
const NO_TRUNCATION: string[][] = [];

/** The grid over one table: toolbar, rows and bottom bar (spec section 2, Table grid screen). */
export function TableGrid({ tableId }: TableGridProps) {
  const canWrite = useCan()('sql:admin:write', 'tables');
  const { meta, error: metaError, refresh: refreshMeta } = useTableMeta(tableId);
  const { status: saveStatus, track } = useSaveIndicator();
  const query = useGridQuery(tableId, meta);
  const { url, saved, updateSaved, impersonation, page, pageSize, rows, count } = query;
  const { applyFilters, applySorts } = query;
  const api = useRowsApi(tableId);
  const data = rows.data?.rows ?? NO_ROWS;
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
  const onWriteError = useCallback(
    (error: Error) => toast.error(`Failed to update the row: ${error.message}`),
    [],
  );
  const cells = useCellEditing({
    layout,
    rows: data,
    primaryKeys: meta?.primaryKeys ?? [],
    api,
    impersonation,
    track,
    replaceRow,
    onWriteError,
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
    api,
    impersonation,
    rows: data,
    filters: url.filters,
    track,
    primaryKeyOf: cells.primaryKeyOf,
    afterChange: async () => {
      clearPageState();
      await refresh();
    },
    afterSchemaChange: async () => {
      await refreshMeta();
      await refresh();
    },
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

  const startEdit = (at: CellPosition, initialText?: string) => {
    const column = layout[at.col]?.column;
    const row = data[at.row];
    if (!column || !row) return;
    if (rows.data?.truncated[at.row]?.includes(column.key)) return void loadFullValue(at);
    const value = row[column.key];
    // A long JSON value gets the side panel's room instead of a one-line editor.
    if (
      column.category === 'json' &&
      initialText === undefined &&
      JSON.stringify(value ?? null).length > 200
    ) {
      return openValue(at, value);
    }
    cells.startEdit(at, initialText);
  };

  const onColumnAction = useStableCallback(
    (laidOut: (typeof layout)[number], action: ColumnAction) => {
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
    },
  );

  const onResize = useStableCallback((key: string, width: number, done: boolean) => {
    if (!done) return; // the saved width is written once the drag ends
    updateSaved({
      columns: saveLayout(layout.map((c) => (c.column.key === key ? { ...c, width } : c))),
    });
  });

  const onAddColumn = useStableCallback(() => setPanel({ kind: 'column' }));

  const onRowMenu = (action: RowMenuAction, at: CellPosition) => {
    const row = data[at.row];
    if (!row) return;
    if (action === 'copy') {
      void navigator.clipboard?.writeText(
        cells.copy({ top: at.row, bottom: at.row, left: at.col, right: at.col }),
      );
      toast.success('Copied cell value to clipboard');
    } else if (action === 'edit-row') {
      setPanel({ kind: 'row', row });
    } else {
      void actions.deleteRows([row]);
    }
  };

  const tableName = meta?.entity.name ?? '';
  const isTable = meta?.isTable === true;
  const hasPrimaryKey = (meta?.primaryKeys.length ?? 0) > 0;
  const editingColumn = cells.editing ? layout[cells.editing.col]?.column : undefined;
  const editingRow = cells.editing ? data[cells.editing.row] : undefined;

  const grid = (
    <GridView
      label={tableName}
      layout={layout}
      rows={data}
      truncated={rows.data?.truncated ?? NO_TRUNCATION}
      selected={selection.selected}
      onToggleRow={selection.toggle}
      onToggleAll={selection.togglePage}
      active={cells.active}
      anchor={cells.anchor}
      editing={cells.editing}
      editor={
        editingColumn &&
        editingRow && (
          <CellEditor
            key={`${cells.editing!.row}:${cells.editing!.col}`}
            column={editingColumn}
            value={editingRow[editingColumn.key]}
            initialText={cells.editing!.initialText}
            onCommit={cells.commitEdit}
            onCancel={cells.cancelEdit}
          />
        )
      }
      onActivate={cells.activate}
      onStartEdit={startEdit}
      onCopy={cells.copy}
      onPaste={cells.paste}
      onUndo={() => void cells.undo()}
      onLoadFullValue={(at) => void loadFullValue(at)}
      linkFor={linkFor}
      onRowMenu={onRowMenu}
      canDeleteRows={canWrite && isTable && hasPrimaryKey}
      canWrite={canWrite && isTable}
      onColumnAction={onColumnAction}
      onResize={onResize}
      onAddColumn={onAddColumn}
    />
  );

  // Deleting all rows without filters is a TRUNCATE, which an impersonated role cannot run.
  const truncationBlocked =
    selection.allRows && url.filters.length === 0 && impersonation !== undefined;
  const selectedCount = selection.allRows
    ? (count.data?.count ?? data.length)
    : selection.selected.size;
  // Every row selected (all-rows mode, or a page holding the whole table): the server streams them.
  const everyRow = selection.allRows || selection.selected.size === count.data?.count;
  const exportRows = () =>
    void actions.exportRows(
      everyRow ? undefined : [...selection.selected].map((i) => data[i]!),
      url.sorts,
    );

  return (
    <Box display="flex" flexDirection="column" style={{ height: '100%', minHeight: 0 }}>
      <Toolbar
        columns={meta?.columns.map((c) => c.key) ?? []}
        filters={url.filters}
        sorts={url.sorts}
        onFilters={applyFilters}
        onSorts={applySorts}
        canWrite={canWrite && isTable}
        canInsertRows={isTable}
        onInsert={(action) => setPanel({ kind: action === 'csv' ? 'import' : action })}
        impersonation={impersonation}
        onImpersonation={(next) => {
          clearPageState();
          query.setPage(1);
          query.setImpersonation(next);
        }}
        selection={
          selectedCount > 0
            ? {
                selectedCount,
                allRowsSelected: selection.allRows,
                totalCount: count.data?.count,
                canDelete:
                  canWrite && isTable && (hasPrimaryKey || selection.allRows) && !truncationBlocked,
                deleteDisabledReason: truncationBlocked
                  ? 'Table truncation is not supported when impersonating a role'
                  : undefined,
                onClear: selection.clear,
                onSelectAll: selection.selectAllRows,
                onExport: exportRows,
                onDelete: () =>
                  void (selection.allRows
                    ? actions.deleteAll(count.data?.count ?? 0)
                    : actions.deleteRows([...selection.selected].map((i) => data[i]!))),
              }
            : undefined
        }
      />
      <Box display="flex" flexDirection="column" flexGrow={1} style={{ minHeight: 0 }}>
        {url.view === 'definition' && meta ? (
          <DefinitionView gridColumns={meta.columns} name={tableName} />
        ) : (
          <GridBody
            error={metaError ?? rows.error}
            isLoading={!rows.data}
            rowCount={data.length}
            isFiltered={url.filters.length > 0}
            onImport={canWrite && isTable ? () => setPanel({ kind: 'import' }) : undefined}
            onRemoveFilters={() => applyFilters([])}
            onRetry={() => void refresh()}
            grid={grid}
          />
        )}
      </Box>
      <BottomBar
        view={url.view}
        onView={url.setView}
        paging={
          url.view === 'data' && (
            <>
              <PageControl
                page={page}
                pageSize={pageSize}
                count={count.data?.count}
                onPage={goToPage}
                onPageSize={(size) => {
                  query.setPageSize(size);
                  goToPage(1);
                }}
              />
              <RowCountText
                count={count.data}
                error={count.error}
                onExactCount={query.countExactly}
              />
              {cells.canUndo && (
                <Tooltip content="Undo the last edit (Ctrl+Z)">
                  <Button size="small" variant="ghost" onPress={() => void cells.undo()}>
                    Undo
                  </Button>
                </Tooltip>
              )}
            </>
          )
        }
        saveStatus={saveStatus}
        onRefresh={() => void refresh()}
        isRefreshing={rows.isValidating}
      />
      {meta && (
        <GridPanels
          panel={panel}
          onClose={() => setPanel(null)}
          tableId={tableId}
          meta={meta}
          impersonation={impersonation}
          onInsertRow={actions.insertRow}
          onUpdateRow={actions.updateRow}
          onColumnsChanged={() => void refreshMeta().then(refresh)}
          onImported={() => void refresh()}
        />
      )}
    </Box>
  );
}

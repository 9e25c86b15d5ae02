import { usePluginContext } from '@atrium/core/plugin-api';
import { Box, Button, Tooltip } from '@atrium/design-system';
import { useState } from 'react';
import { DefinitionView } from './DefinitionView.js';
import { CellEditor } from './edit/CellEditor.js';
import { BottomBar } from './footer/BottomBar.js';
import { PageControl } from './footer/PageControl.js';
import { PagingOverflowMenu } from './footer/PagingOverflowMenu.js';
import { RowCountText } from './footer/RowCountText.js';
import { useHiddenByRls } from './data/use-hidden-by-rls.js';
import { GridBody } from './GridBody.js';
import { GridPanels } from './GridPanels.js';
import { policiesHref } from '../sidebar/links.js';
import { TableNotFound } from '../TableNotFound.js';
import { enumValuesOf } from './model/enum-values.js';
import { GridNotice } from './notice/GridNotice.js';
import { describeIgnored, sortsOnMissingColumns } from './state/ignored-query.js';
import { Toolbar } from './toolbar/Toolbar.js';
import { useTableGridController } from './use-table-grid-controller.js';
import { GridHeaderOnly } from './view/GridHeaderOnly.js';
import { GridView } from './view/GridView.js';

/** Why the cells of a table without a primary key are read-only (issue 12, item 5). */
export const NO_PRIMARY_KEY =
  'This table has no primary key, so its rows cannot be edited or deleted here: a change is ' +
  'written to the row its primary key names. Add a primary key to the table to edit its rows.';

export interface TableGridProps {
  /** The table's (or view's) id, as in `/project/{ref}/editor/{id}`. */
  readonly tableId: number;
}

/** The grid over one table: toolbar, rows and bottom bar (spec section 2, Table grid screen). */
export function TableGrid({ tableId }: TableGridProps) {
  const grid = useTableGridController(tableId);
  const { query, meta, layout, data, selection, cells, actions } = grid;
  const { url, page, pageSize, rows, count } = query;
  // The link's unreadable filters and sorts are reported until dismissed (or others come).
  const [dismissed, setDismissed] = useState<string>();
  const missingColumnSorts = meta
    ? sortsOnMissingColumns(
        url.sorts,
        meta.columns.map((c) => c.key),
      )
    : [];
  const notice = describeIgnored(url.ignored, missingColumnSorts);
  const ignored = notice === dismissed ? undefined : notice;
  const ref = usePluginContext().projectRef ?? 'default';
  const hiddenByRls = useHiddenByRls(tableId, meta, query.impersonation, {
    rowsRead: rows.data !== undefined,
    rowCount: data.length,
    isFiltered: url.filters.length > 0,
  });
  if (grid.isMissing) return <TableNotFound id={String(tableId)} />;
  const editingColumn = cells.editing ? layout[cells.editing.col]?.column : undefined;
  const editingRow = cells.editing ? data[cells.editing.row] : undefined;
  const editor = editingColumn && editingRow && (
    <CellEditor
      key={`${cells.editing!.row}:${cells.editing!.col}`}
      column={editingColumn}
      value={editingRow[editingColumn.key]}
      initialText={cells.editing!.initialText}
      onCommit={cells.commitEdit}
      onCancel={cells.cancelEdit}
    />
  );

  return (
    <Box display="flex" flexDirection="column" style={{ height: '100%', minHeight: 0 }}>
      {/* The definition has no rows to filter, sort or insert into. */}
      {url.view === 'data' && (
        <Toolbar
          columns={meta?.columns.map((c) => c.key) ?? []}
          enumValues={meta && enumValuesOf(meta.columns)}
          filters={url.filters}
          sorts={url.sorts}
          onFilters={query.applyFilters}
          onSorts={query.applySorts}
          canWrite={grid.canWrite}
          canInsertRows={grid.isTable}
          onInsert={(action) => grid.setPanel({ kind: action === 'csv' ? 'import' : action })}
          impersonation={query.impersonation}
          onImpersonation={grid.onImpersonation}
          selection={
            grid.selectedCount > 0
              ? {
                  selectedCount: grid.selectedCount,
                  allRowsSelected: selection.allRows,
                  totalCount: count.data?.count,
                  canDelete: grid.canDeleteSelection,
                  deleteDisabledReason: grid.truncationBlocked
                    ? 'Table truncation is not supported when impersonating a role'
                    : undefined,
                  onClear: selection.clear,
                  onSelectAll: selection.selectAllRows,
                  onExport: grid.exportSelection,
                  onDelete: grid.deleteSelection,
                }
              : undefined
          }
        />
      )}
      {ignored && (
        <GridNotice tone="caution" onDismiss={() => setDismissed(notice)}>
          {ignored}
        </GridNotice>
      )}
      {grid.canWrite && !grid.hasPrimaryKey && url.view === 'data' && (
        <GridNotice tone="info">{NO_PRIMARY_KEY}</GridNotice>
      )}
      <Box display="flex" flexDirection="column" flexGrow={1} style={{ minHeight: 0 }}>
        {url.view === 'definition' && meta ? (
          <DefinitionView tableId={tableId} meta={meta} />
        ) : (
          <GridBody
            error={grid.metaError ?? rows.error}
            role={query.impersonation?.role}
            isLoading={!rows.data}
            rowCount={data.length}
            isFiltered={url.filters.length > 0}
            hiddenByRls={
              hiddenByRls && meta
                ? { policiesHref: policiesHref(ref, meta.entity.schema, meta.entity.name) }
                : undefined
            }
            onImport={grid.canWrite ? () => grid.setPanel({ kind: 'import' }) : undefined}
            onRemoveFilters={() => query.applyFilters([])}
            onRetry={() => void grid.refresh()}
            grid={<GridView {...grid.view} editor={editor} />}
            header={<GridHeaderOnly {...grid.view} />}
          />
        )}
      </Box>
      <BottomBar
        view={url.view}
        onView={url.setView}
        paging={
          // Without the table's definition there is nothing to page or count.
          url.view === 'data' &&
          !grid.metaError && (
            <>
              <PageControl
                page={page}
                pageSize={pageSize}
                count={count.data?.count}
                onPage={grid.goToPage}
                onPageSize={grid.onPageSize}
              />
              <RowCountText
                count={count.data}
                error={count.error}
                onExactCount={query.countExactly}
              />
              <PagingOverflowMenu
                pageSize={pageSize}
                onPageSize={grid.onPageSize}
                count={count.data}
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
        saveStatus={grid.saveStatus}
        onRefresh={() => void grid.refresh()}
        isRefreshing={rows.isValidating}
      />
      {meta && (
        <GridPanels
          panel={grid.panel}
          onClose={() => grid.setPanel(null)}
          tableId={tableId}
          meta={meta}
          impersonation={query.impersonation}
          onInsertRow={actions.insertRow}
          onUpdateRow={actions.updateRow}
          onColumnsChanged={grid.onColumnsChanged}
          onImported={() => void grid.refresh()}
        />
      )}
    </Box>
  );
}

import { ImportCsvDialog } from '../csv/ImportCsvDialog.js';
import { ColumnEditorPanel, type EditableColumn } from '../panels/ColumnEditorPanel.js';
import { RowEditorPanel } from '../rows/RowEditorPanel.js';
import type { Impersonation } from './data/impersonation.js';
import type { Row } from '../data/rows-queries.js';
import type { TableMeta } from './data/use-table-meta.js';
import { ValuePanel } from './edit/ValuePanel.js';
import type { ColumnChange } from './model/column-layout.js';
import type { GridColumn } from './model/grid-column.js';

/** The one panel or dialog the grid has open, if any. */
export type GridPanel =
  | { readonly kind: 'row'; readonly row?: Row }
  | { readonly kind: 'column'; readonly column?: EditableColumn }
  | { readonly kind: 'import' }
  | {
      readonly kind: 'value';
      readonly column: GridColumn;
      readonly value: unknown;
      readonly isEditable: boolean;
      readonly save: (value: unknown) => Promise<void>;
    };

export interface GridPanelsProps {
  readonly panel: GridPanel | null;
  readonly onClose: () => void;
  readonly tableId: number;
  readonly meta: TableMeta;
  readonly impersonation?: Impersonation;
  readonly onInsertRow: (values: Row) => Promise<void>;
  readonly onUpdateRow: (row: Row, values: Row) => Promise<void>;
  /** After a column was added or changed (renamed, perhaps). */
  readonly onColumnsChanged: (change: ColumnChange) => void;
  /** After an import added rows. */
  readonly onImported: () => void;
}

/** Renders the open panel: a row, a column, the CSV import, or a large value. */
export function GridPanels({
  panel,
  onClose,
  tableId,
  meta,
  impersonation,
  ...on
}: GridPanelsProps) {
  if (!panel) return null;
  const tableName = meta.entity.name;
  switch (panel.kind) {
    case 'row':
      return (
        <RowEditorPanel
          tableName={tableName}
          columns={meta.columns}
          row={panel.row}
          onSave={(values) =>
            panel.row ? on.onUpdateRow(panel.row, values) : on.onInsertRow(values)
          }
          onClose={onClose}
        />
      );
    case 'column':
      return (
        <ColumnEditorPanel
          tableId={tableId}
          column={panel.column}
          isOpen
          onClose={onClose}
          onSaved={on.onColumnsChanged}
        />
      );
    case 'import':
      return (
        <ImportCsvDialog
          tableId={tableId}
          tableName={tableName}
          columns={meta.columns.map((c) => c.key)}
          impersonation={impersonation}
          onImported={on.onImported}
          onClose={onClose}
        />
      );
    case 'value':
      return (
        <ValuePanel
          column={panel.column}
          value={panel.value}
          isEditable={panel.isEditable}
          onSave={panel.save}
          onClose={onClose}
        />
      );
  }
}

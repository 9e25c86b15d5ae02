import { useTable, type Row, type RowData } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { TableVirtuoso, type TableComponents } from 'react-virtuoso';
import { EmptyState } from '../EmptyState/EmptyState.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import { tableFeatures, type TableColumn, type TableFeatures } from './columns.js';
import * as styles from './Table.css.js';
import { tableParts, type TablePartsContext } from './tableParts.js';

export interface TableProps<TData extends RowData> {
  /** TanStack Table v9 column definitions; build them with `tableColumnHelper`. Keep stable. */
  columns: ReadonlyArray<TableColumn<TData>>;
  /** The rows. Keep the array stable between renders: a new array reprocesses every row. */
  data: ReadonlyArray<TData>;
  /** A stable id per row (defaults to the index). */
  getRowId?: (row: TData, index: number) => string;
  /** Makes rows focusable and pressable (click, Enter or Space). */
  onRowAction?: (row: TData, index: number) => void;
  /**
   * Shown under the header when there are no rows.
   * @default <EmptyState title="No results found" />
   */
  emptyState?: ReactNode;
  /** Shows the loading state instead of rows. */
  isLoading?: boolean;
  /**
   * Shown under the header while loading.
   * @default <Skeleton /> (three lines)
   */
  loadingState?: ReactNode;
  /** Height of the scrolling area. */
  height?: number | string;
  /** A fixed row height in pixels, which skips measuring each row. */
  rowHeight?: number;
  /** Names the table for screen readers (or give `aria-labelledby`). */
  'aria-label'?: string;
  /** The id of a visible heading that names the table. */
  'aria-labelledby'?: string;
  /** Escape hatch for layout tweaks of the scrolling container. */
  UNSAFE_className?: string;
}

const defaultEmptyState = <EmptyState title="No results found" framed={false} />;
const defaultLoadingState = <Skeleton />;
// One empty array, so a loading table does not hand virtuoso a new `data` on every render.
const noRows: never[] = [];

/**
 * A data table that only renders the rows in view: TanStack Table v9 (`useTable`) turns columns
 * and data into header groups and rows; react-virtuoso's TableVirtuoso renders a real <table>
 * with a sticky header, spacer rows and just the visible rows, so 100,000 rows cost what 20 do.
 * aria-rowcount and aria-rowindex tell assistive technology where the visible rows sit.
 */
export function Table<TData extends RowData>({
  columns,
  data,
  getRowId,
  onRowAction,
  emptyState = defaultEmptyState,
  isLoading = false,
  loadingState = defaultLoadingState,
  height = 400,
  rowHeight,
  UNSAFE_className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: TableProps<TData>) {
  const table = useTable({ features: tableFeatures, columns, data, getRowId });
  const rows = table.getRowModel().rows;
  const headerGroups = table.getHeaderGroups();
  const shownRows = isLoading ? noRows : rows;

  const context = useMemo<TablePartsContext>(
    () => ({
      'aria-label': ariaLabel,
      'aria-labelledby': ariaLabelledBy,
      rowCount: shownRows.length > 0 ? headerGroups.length + shownRows.length : undefined,
      headerRowCount: headerGroups.length,
      columnCount: table.getAllLeafColumns().length,
      isLoading,
      placeholder: isLoading ? loadingState : emptyState,
      rowHeight,
      onRowAction: onRowAction && ((index) => onRowAction(shownRows[index]!.original, index)),
    }),
    [
      ariaLabel,
      ariaLabelledBy,
      shownRows,
      headerGroups,
      table,
      isLoading,
      loadingState,
      emptyState,
      rowHeight,
      onRowAction,
    ],
  );

  return (
    <TableVirtuoso<Row<TableFeatures, TData>, TablePartsContext>
      className={[styles.scroller, UNSAFE_className].filter(Boolean).join(' ')}
      style={{ height }}
      data={shownRows}
      context={context}
      components={tableParts as TableComponents<Row<TableFeatures, TData>, TablePartsContext>}
      fixedItemHeight={rowHeight}
      computeItemKey={(_, row) => row.id}
      fixedHeaderContent={() =>
        headerGroups.map((group, groupIndex) => (
          <tr key={group.id} aria-rowindex={groupIndex + 1}>
            {group.headers.map((header) => (
              <th
                key={header.id}
                scope="col"
                colSpan={header.colSpan}
                className={styles.headerCell}
                style={{ width: header.getSize() }}
              >
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </th>
            ))}
          </tr>
        ))
      }
      itemContent={(_, row) =>
        row.getAllCells().map((cell) => (
          <td key={cell.id} className={styles.bodyCell}>
            <table.FlexRender cell={cell} />
          </td>
        ))
      }
    />
  );
}

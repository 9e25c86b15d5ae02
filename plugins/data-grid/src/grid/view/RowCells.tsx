import { memo, type ReactNode } from 'react';
import type { LaidOutColumn } from '../model/column-layout.js';
import type { ColumnWindow } from '../model/column-window.js';
import type { Row } from '../../data/rows-queries.js';
import { CellContent } from './CellContent.js';
import * as styles from './GridView.css.js';

export interface RowCellsProps {
  readonly index: number;
  readonly row: Row;
  readonly layout: readonly LaidOutColumn[];
  readonly selected: boolean;
  readonly truncated: readonly string[] | undefined;
  /** The active cell's column when it is in this row. */
  readonly activeCol?: number;
  /** The range's columns when this row is in it. */
  readonly rangeCols?: readonly [number, number];
  readonly editor?: ReactNode;
  /** The column of the active cell's editor, when it is in this row. */
  readonly editingCol?: number;
  readonly linkFor: (column: LaidOutColumn, value: unknown) => string | undefined;
  /** Whether the row can be found again by a primary key (to edit it, or load a cut value). */
  readonly hasPrimaryKey: boolean;
  /** The tab stop when no cell is active. */
  readonly firstTabStop: boolean;
  /** The columns to render; spacer cells stand in for the others. */
  readonly columns: ColumnWindow;
}

/**
 * The cells of one row. Memoized on data only (every handler is delegated to the table), so
 * scrolling and moving the active cell re-render just the rows that changed.
 */
export const RowCells = memo(function RowCells({
  index,
  row,
  layout,
  selected,
  truncated,
  activeCol,
  rangeCols,
  editor,
  editingCol,
  linkFor,
  hasPrimaryKey,
  firstTabStop,
  columns,
}: RowCellsProps) {
  const cell = (c: LaidOutColumn, col: number) => {
    const isActive = activeCol === col;
    const inRange = rangeCols !== undefined && col >= rangeCols[0] && col <= rangeCols[1];
    return (
      <td
        key={c.column.key}
        role="gridcell"
        aria-colindex={col + 2}
        data-cell={`${index}:${col}`}
        data-active={isActive || undefined}
        data-editing={editingCol === col || undefined}
        data-in-range={(inRange && !isActive) || undefined}
        aria-selected={inRange || isActive}
        aria-readonly={!hasPrimaryKey || !c.column.isEditable || undefined}
        tabIndex={isActive || (firstTabStop && col === 0) ? 0 : -1}
        className={c.frozen ? `${styles.bodyCell} ${styles.frozen}` : styles.bodyCell}
        style={c.frozen ? { left: c.left } : undefined}
      >
        {editingCol === col ? (
          editor
        ) : (
          <CellContent
            value={row[c.column.key]}
            isTruncated={truncated?.includes(c.column.key) === true}
            href={linkFor(c, row[c.column.key])}
            canLoadFullValue={hasPrimaryKey}
            rowIndex={index}
            col={col}
            column={{ name: c.column.key, type: c.column.source.format }}
          />
        )}
      </td>
    );
  };

  return (
    <>
      <td
        role="gridcell"
        className={`${styles.bodyCell} ${styles.selectCell} ${styles.frozen}`}
        style={{ left: 0 }}
      >
        <input
          type="checkbox"
          tabIndex={-1}
          className={styles.checkbox}
          checked={selected}
          readOnly
          data-select-row={index}
          aria-label={`Select row ${index + 1}`}
        />
      </td>
      {layout.slice(0, columns.frozen).map((c, col) => cell(c, col))}
      {columns.first > columns.frozen && (
        <td aria-hidden className={styles.spacerCell} colSpan={columns.first - columns.frozen} />
      )}
      {layout.slice(columns.first, columns.last + 1).map((c, k) => cell(c, columns.first + k))}
      {columns.last < layout.length - 1 && (
        <td aria-hidden className={styles.spacerCell} colSpan={layout.length - 1 - columns.last} />
      )}
      <td role="gridcell" className={styles.bodyCell} />
    </>
  );
});

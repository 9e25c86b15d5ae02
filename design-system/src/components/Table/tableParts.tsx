import type { KeyboardEvent, ReactNode } from 'react';
import type { TableComponents } from 'react-virtuoso';
import * as styles from './Table.css.js';

/** What the Table hands its virtuoso parts; passed as `context` so the parts can stay static. */
export interface TablePartsContext {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Header rows plus data rows, for aria-rowcount (the DOM only holds the visible ones). */
  rowCount: number | undefined;
  headerRowCount: number;
  columnCount: number;
  isLoading: boolean;
  /** The empty or loading state, shown in one full-width row. */
  placeholder: ReactNode;
  rowHeight?: number;
  onRowAction?: (index: number) => void;
}

const activatesRow = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

/**
 * Defined once at module scope: react-virtuoso remounts the list when `components` changes
 * identity, so per-render values travel through `context` instead. The parts never read the row
 * (`item`), which is why they are typed for `unknown` and fit every Table.
 */
export const tableParts: TableComponents<unknown, TablePartsContext> = {
  Table: ({ context, ...props }) => (
    <table
      {...props}
      className={styles.table}
      aria-label={context['aria-label']}
      aria-labelledby={context['aria-labelledby']}
      aria-rowcount={context.rowCount}
      aria-busy={context.isLoading || undefined}
    />
  ),
  TableRow: ({ context, item: _item, ...props }) => {
    const index = props['data-index'];
    const { onRowAction, rowHeight, headerRowCount } = context;
    return (
      <tr
        {...props}
        style={rowHeight ? { ...props.style, height: rowHeight } : props.style}
        className={styles.row}
        aria-rowindex={headerRowCount + index + 1}
        tabIndex={onRowAction ? 0 : undefined}
        onClick={onRowAction && (() => onRowAction(index))}
        onKeyDown={
          onRowAction &&
          ((event) => {
            if (!activatesRow(event)) return;
            event.preventDefault();
            onRowAction(index);
          })
        }
      />
    );
  },
  // Spacer rows stand in for the rows scrolled out of the DOM; they are not content.
  FillerRow: ({ height, context }) => (
    <tr aria-hidden>
      <td colSpan={context.columnCount} className={styles.filler} style={{ height }} />
    </tr>
  ),
  EmptyPlaceholder: ({ context }) => (
    <tbody>
      <tr>
        <td colSpan={context.columnCount} className={styles.placeholder}>
          {context.placeholder}
        </td>
      </tr>
    </tbody>
  ),
};

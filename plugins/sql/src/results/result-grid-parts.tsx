import type { TableComponents } from 'react-virtuoso';
import * as styles from './Results.css.js';

/** What the virtuoso parts read per render; passed as `context` so the parts stay static. */
export interface ResultGridContext {
  readonly label: string;
  readonly rowCount: number;
  readonly columnCount: number;
}

/**
 * Module-level on purpose: react-virtuoso remounts the list when `components` changes identity.
 * A plain `table` (rows, cells, column headers) with aria-rowcount and aria-rowindex, so assistive
 * technology knows where the drawn rows sit among all of them.
 */
export const resultGridParts: TableComponents<unknown, ResultGridContext> = {
  Table: ({ context, style, ...props }) => (
    <table
      {...props}
      aria-label={context.label}
      aria-rowcount={context.rowCount + 1}
      aria-colcount={context.columnCount}
      className={styles.table}
      // A fixed-layout table is at least as wide as its columns: width 0 makes it exactly that.
      style={{ ...style, width: 0 }}
    />
  ),
  TableRow: ({ context: _context, item: _item, ...props }) => (
    <tr {...props} aria-rowindex={props['data-index'] + 2} />
  ),
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
          No rows
        </td>
      </tr>
    </tbody>
  ),
};

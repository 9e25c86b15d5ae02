import type { TableComponents } from 'react-virtuoso';
import type { LaidOutColumn } from '../model/column-layout.js';
import * as styles from './GridView.css.js';

/** What the virtuoso parts read per render; passed as `context` so the parts stay static. */
export interface GridPartsContext {
  readonly label: string;
  readonly layout: readonly LaidOutColumn[];
  readonly rowCount: number;
  readonly selected: ReadonlySet<number>;
  /** When the active cell is scrolled out, the table itself takes the tab stop. */
  readonly tableTabbable: boolean;
}

/**
 * Module-level on purpose: react-virtuoso remounts the list when `components` changes identity.
 * Column widths come from the header cells (table-layout: fixed), which re-render with the layout.
 */
export const gridParts: TableComponents<unknown, GridPartsContext> = {
  Table: ({ context, children, style, ...props }) => (
    <table
      {...props}
      role="grid"
      aria-label={context.label}
      aria-rowcount={context.rowCount + 1}
      aria-colcount={context.layout.length + 1}
      aria-multiselectable
      tabIndex={context.tableTabbable ? 0 : -1}
      className={styles.table}
      // A fixed-layout table is at least as wide as its columns: width 0 makes it exactly that.
      style={{ ...style, width: 0 }}
    >
      {children}
    </table>
  ),
  TableRow: ({ context, item: _item, ...props }) => {
    const index = props['data-index'];
    const selected = context.selected.has(index);
    return (
      <tr
        {...props}
        role="row"
        aria-rowindex={index + 2}
        aria-selected={selected}
        data-selected={selected || undefined}
      />
    );
  },
};

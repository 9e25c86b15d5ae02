import { SELECT_COLUMN_WIDTH } from '../model/column-width.js';
import { ColumnHeaders, type ColumnHeadersProps } from './ColumnHeaders.js';
import * as styles from './GridView.css.js';

export type { ColumnAction } from './ColumnHeaders.js';

export interface HeaderRowProps extends ColumnHeadersProps {
  readonly allSelected: boolean;
  readonly someSelected: boolean;
  readonly onToggleAll: () => void;
}

/** The header row: select-all, then the column headers and add-column. */
export function HeaderRow({
  layout,
  allSelected,
  someSelected,
  onToggleAll,
  canWrite,
  onColumnAction,
  onResize,
  onAddColumn,
}: HeaderRowProps) {
  return (
    <tr role="row" aria-rowindex={1}>
      <th
        role="columnheader"
        className={`${styles.headerCell} ${styles.selectCell} ${styles.frozenHeader}`}
        style={{ left: 0, width: SELECT_COLUMN_WIDTH }}
      >
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={allSelected}
          ref={(box) => {
            if (box) box.indeterminate = someSelected && !allSelected;
          }}
          onChange={onToggleAll}
          aria-label="Select all rows on this page"
        />
      </th>
      <ColumnHeaders
        layout={layout}
        canWrite={canWrite}
        onColumnAction={onColumnAction}
        onResize={onResize}
        onAddColumn={onAddColumn}
      />
    </tr>
  );
}

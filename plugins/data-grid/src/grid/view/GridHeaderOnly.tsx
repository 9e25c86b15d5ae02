import type { LaidOutColumn } from '../model/column-layout.js';
import { HeaderRow, type HeaderRowProps } from './HeaderRow.js';
import * as styles from './GridView.css.js';

export interface GridHeaderOnlyProps extends Omit<
  HeaderRowProps,
  'layout' | 'allSelected' | 'someSelected'
> {
  readonly label: string;
  readonly layout: readonly LaidOutColumn[];
}

/**
 * The grid's header row with no rows under it, for a table with none: its columns stay in view
 * (and can be added to or edited) above the empty state instead of vanishing with the rows.
 */
export function GridHeaderOnly({ label, layout, ...header }: GridHeaderOnlyProps) {
  return (
    <div className={styles.headerOnly}>
      <table
        role="grid"
        aria-label={label}
        aria-rowcount={1}
        aria-colcount={layout.length + 1}
        className={styles.table}
        style={{ width: 0 }}
      >
        <thead>
          <HeaderRow {...header} layout={layout} allSelected={false} someSelected={false} />
        </thead>
      </table>
    </div>
  );
}

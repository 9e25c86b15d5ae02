import { IconButton, Menu, MenuItem } from '@atrium/design-system';
import type { RowCount } from '../../data/rows-queries.js';
import * as styles from './BottomBar.css.js';
import { pageSizes, type PageSize } from './page-math.js';

export interface PagingOverflowMenuProps {
  readonly pageSize: PageSize;
  readonly onPageSize: (size: PageSize) => void;
  readonly count: RowCount | undefined;
  readonly onExactCount: () => void;
}

const EXACT_COUNT = 'exact-count';

/**
 * Where 'Get exact count' and the rows per page go when the bar is too narrow to show them: a
 * menu at the end of the paging, shown only then, so narrowing the grid never takes them away.
 */
export function PagingOverflowMenu({
  pageSize,
  onPageSize,
  count,
  onExactCount,
}: PagingOverflowMenuProps) {
  return (
    <span className={styles.overflow}>
      <Menu
        aria-label="More paging options"
        trigger={<IconButton size="small" variant="ghost" icon="⋯" label="More paging options" />}
        disabledKeys={[String(pageSize)]}
        onAction={(key) =>
          key === EXACT_COUNT ? onExactCount() : onPageSize(Number(key) as PageSize)
        }
      >
        {[
          ...(count?.estimated
            ? [
                <MenuItem key={EXACT_COUNT} id={EXACT_COUNT}>
                  Get exact count
                </MenuItem>,
              ]
            : []),
          ...pageSizes.map((size) => (
            <MenuItem key={size} id={String(size)}>
              {size === pageSize ? `${size} rows per page (shown)` : `${size} rows per page`}
            </MenuItem>
          )),
        ]}
      </Menu>
    </span>
  );
}

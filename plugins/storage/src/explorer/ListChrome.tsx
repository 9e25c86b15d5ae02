import { formatBytes } from './model/format-bytes.js';
import type { ExplorerPreferences } from './model/preferences.js';
import * as styles from './FileExplorer.css.js';
import { ItemIcon } from './ItemIcon.js';

/** The list view's column titles; the sortable ones sort by themselves when pressed. */
export function ListHeader({
  preferences,
  onSort,
}: {
  preferences: ExplorerPreferences;
  onSort: ((column: ExplorerPreferences['sortBy']) => void) | undefined;
}) {
  const sortable = (label: string, column: ExplorerPreferences['sortBy'], className: string) => {
    const sorted = preferences.sortBy === column;
    return (
      <span className={className}>
        <button
          type="button"
          onClick={() => onSort?.(column)}
          aria-label={`Sort by ${label}`}
          aria-pressed={sorted}
          style={{ all: 'inherit', cursor: 'pointer' }}
        >
          {label}
          {sorted ? (preferences.sortByOrder === 'asc' ? ' ↑' : ' ↓') : ''}
        </button>
      </span>
    );
  };
  return (
    <div className={styles.listHeader}>
      <span aria-hidden style={{ visibility: 'hidden' }}>
        <ItemIcon folder={false} />
      </span>
      {sortable('Name', 'name', styles.name)}
      <span className={styles.cell}>Size</span>
      <span className={styles.cell}>Type</span>
      {sortable('Created at', 'created_at', styles.cell)}
      {sortable('Last modified at', 'updated_at', styles.cell)}
    </div>
  );
}

/** The list view's footer: the folder's total size and item count (of the items loaded). */
export function ListFooter({ count, totalSize }: { count: number; totalSize: number }) {
  return (
    <div className={styles.footer} role="status">
      <span>{`${count} ${count === 1 ? 'item' : 'items'}`}</span>
      <span>{`Total size: ${formatBytes(totalSize)}`}</span>
    </div>
  );
}

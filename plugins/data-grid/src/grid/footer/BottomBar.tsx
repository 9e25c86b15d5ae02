import { Button } from '@atrium/design-system';
import type { ReactNode } from 'react';
import type { SaveStatus } from '../state/use-save-indicator.js';
import type { GridView } from '../state/use-grid-url.js';
import * as styles from './BottomBar.css.js';

export interface BottomBarProps {
  readonly view: GridView;
  readonly onView: (view: GridView) => void;
  /** The page control and count; the data view only. */
  readonly paging?: ReactNode;
  readonly saveStatus: SaveStatus;
  readonly onRefresh: () => void;
  readonly isRefreshing: boolean;
}

const statusText: Record<SaveStatus, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Failed to save',
};

/**
 * Definition/data switch, paging, and Refresh or the saving/saved indicator (spec section 4). A
 * failed save says so, with Refresh beside it to show what the table really holds.
 */
export function BottomBar({
  view,
  onView,
  paging,
  saveStatus,
  onRefresh,
  isRefreshing,
}: BottomBarProps) {
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <div role="group" aria-label="View" className={styles.group}>
          <Button
            size="small"
            variant={view === 'data' ? 'soft' : 'ghost'}
            aria-pressed={view === 'data'}
            onPress={() => onView('data')}
          >
            Data
          </Button>
          <Button
            size="small"
            variant={view === 'definition' ? 'soft' : 'ghost'}
            aria-pressed={view === 'definition'}
            onPress={() => onView('definition')}
          >
            Definition
          </Button>
        </div>
        {paging}
        <span className={styles.spacer} />
        <span
          role="status"
          className={saveStatus === 'failed' ? `${styles.status} ${styles.failed}` : styles.status}
        >
          {statusText[saveStatus]}
        </span>
        {(saveStatus === 'idle' || saveStatus === 'failed') && (
          <Button
            size="small"
            variant="ghost"
            UNSAFE_className={styles.status}
            isPending={isRefreshing}
            onPress={onRefresh}
          >
            Refresh
          </Button>
        )}
      </div>
    </div>
  );
}

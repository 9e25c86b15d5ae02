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

/** Definition/data switch, paging, and Refresh or the saving/saved indicator (spec section 4). */
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
      <div role="group" aria-label="View">
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
      <span role="status">
        {saveStatus === 'saving' && 'Saving…'}
        {saveStatus === 'saved' && 'Saved'}
      </span>
      {saveStatus === 'idle' && (
        <Button size="small" variant="ghost" isPending={isRefreshing} onPress={onRefresh}>
          Refresh
        </Button>
      )}
    </div>
  );
}

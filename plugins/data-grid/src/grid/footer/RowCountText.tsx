import { Button } from '@atrium/design-system';
import type { ReactNode } from 'react';
import type { RowCount } from '../../data/rows-queries.js';
import * as styles from './BottomBar.css.js';

export interface RowCountTextProps {
  readonly count: RowCount | undefined;
  readonly error: Error | undefined;
  readonly onExactCount: () => void;
}

const COUNT_ERROR = 'Error fetching records count. Please refresh the page.';
const ESTIMATE = 'an estimate from the table statistics';

/**
 * '1,234 records', or above 50,000 the planner's '~' estimate with an exact count on demand. It
 * shortens first when the bar is narrow (the whole text stays in its tooltip).
 */
export function RowCountText({ count, error, onExactCount }: RowCountTextProps) {
  const line = (content: ReactNode, className = styles.countText, role?: 'alert') => (
    <span className={styles.count} role={role}>
      <span className={className} title={typeof content === 'string' ? content : undefined}>
        {content}
      </span>
    </span>
  );
  if (error) return line(COUNT_ERROR, styles.countText, 'alert');
  if (!count) return line('Counting records…', `${styles.countText} ${styles.muted}`);
  const noun = ` record${count.count === 1 ? '' : 's'}`;
  if (!count.estimated) return line(`${count.count.toLocaleString()}${noun}`);
  return (
    <span className={styles.count}>
      <span
        className={styles.countText}
        title={`~${count.count.toLocaleString()}${noun}: ${ESTIMATE}`}
      >
        ~{count.count.toLocaleString()}
        <span className={styles.wordy}>{noun}</span>
        <span className={styles.wordy}> (estimated)</span>
      </span>
      <Button
        size="small"
        variant="ghost"
        tone="accent"
        UNSAFE_className={styles.exactCount}
        onPress={onExactCount}
      >
        Get exact count
      </Button>
    </span>
  );
}

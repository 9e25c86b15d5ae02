import { Button } from '@atrium/design-system';
import type { RowCount } from '../data/rows-api.js';
import * as styles from './BottomBar.css.js';

export interface RowCountTextProps {
  readonly count: RowCount | undefined;
  readonly error: Error | undefined;
  readonly onExactCount: () => void;
}

/** '1,234 records', or above 50,000 the planner's '~' estimate with an exact count on demand. */
export function RowCountText({ count, error, onExactCount }: RowCountTextProps) {
  if (error)
    return <span role="alert">Error fetching records count. Please refresh the page.</span>;
  if (!count) return <span className={styles.muted}>Counting records…</span>;
  const records = `${count.count.toLocaleString()} record${count.count === 1 ? '' : 's'}`;
  if (!count.estimated) return <span>{records}</span>;
  return (
    <>
      <span title="An estimate from the table statistics">~{records} (estimated)</span>
      <Button size="small" variant="ghost" tone="accent" onPress={onExactCount}>
        Get exact count
      </Button>
    </>
  );
}

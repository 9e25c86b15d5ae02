import { IconButton } from '@atrium/design-system';
import type { ReactNode } from 'react';
import * as styles from './GridNotice.css.js';

export interface GridNoticeProps {
  /** `info` explains a lasting state of the table; `caution` reports something that was not done. */
  readonly tone: keyof typeof styles.tone;
  readonly children: ReactNode;
  /** Shows a close button when given. */
  readonly onDismiss?: () => void;
}

/** A one-line note above the rows: why the grid behaves as it does, in the user's words. */
export function GridNotice({ tone, children, onDismiss }: GridNoticeProps) {
  return (
    <div role="note" className={`${styles.notice} ${styles.tone[tone]}`}>
      <span className={styles.message}>{children}</span>
      {onDismiss && (
        <IconButton size="small" variant="ghost" icon="×" label="Dismiss" onPress={onDismiss} />
      )}
    </div>
  );
}

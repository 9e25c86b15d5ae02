import type { ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState.js';
import { Glyph } from '../EmptyState/Glyph.js';
import * as styles from './ErrorPanel.css.js';

const alertPath =
  'M12 8v5M12 16.5v.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z';

export interface ErrorPanelProps extends Pick<
  EmptyStateProps,
  'headingLevel' | 'framed' | 'UNSAFE_className'
> {
  /** What failed, such as 'Failed to retrieve tables'. */
  title?: ReactNode;
  /** The error message as the server or driver gave it. */
  message?: ReactNode;
  /** An error code, such as an HTTP status or a Postgres SQLSTATE. */
  code?: string | number;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** The retry button's label, such as 'Reload schemas'. */
  retryLabel?: string;
}

/**
 * Says that something failed, shows the raw message and code, and offers a retry. It is an alert
 * because it usually replaces content the user was waiting for.
 */
export function ErrorPanel({
  title = 'Something went wrong',
  message,
  code,
  onRetry,
  retryLabel = 'Retry',
  ...props
}: ErrorPanelProps) {
  return (
    <EmptyState
      {...props}
      role="alert"
      icon={
        <span className={styles.icon}>
          <Glyph d={alertPath} />
        </span>
      }
      title={title}
      description={
        message === undefined && code === undefined ? undefined : (
          <>
            {message}
            {code !== undefined && <code className={styles.code}>Error code: {code}</code>}
          </>
        )
      }
      action={onRetry && <Button onPress={onRetry}>{retryLabel}</Button>}
    />
  );
}

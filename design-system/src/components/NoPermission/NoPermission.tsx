import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState.js';
import { Glyph } from '../EmptyState/Glyph.js';
import * as styles from './NoPermission.css.js';

const lockPath = 'M7 11V7a5 5 0 0 1 10 0v4M5 11h14v10H5z';

export interface NoPermissionProps extends Pick<EmptyStateProps, 'framed' | 'UNSAFE_className'> {
  /** What the user tried to do, completing 'You need additional permissions to …'. */
  resource: string;
}

/** The message text; exported so tooltips and tests use the same wording. */
export function noPermissionMessage(resource: string): string {
  // The spec's text, but for its misspelt 'adminstrator' (issue 21, item 11).
  return `You need additional permissions to ${resource}. Contact your organization owner or administrator for assistance.`;
}

/** Replaces a page or panel the user's role may not see. */
export function NoPermission({ resource, ...props }: NoPermissionProps) {
  return (
    <EmptyState
      {...props}
      icon={
        <span className={styles.icon}>
          <Glyph d={lockPath} />
        </span>
      }
      description={noPermissionMessage(resource)}
    />
  );
}

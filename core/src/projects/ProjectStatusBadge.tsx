import { Badge } from '@atrium/design-system';
import { statusLook } from './project-status.js';
import * as styles from './ProjectStatusBadge.css.js';

/** A project's status as a badge: Active healthy, Coming up (busy), Init failed, Restoring (busy). */
export function ProjectStatusBadge({ status }: { status: string }) {
  const { label, tone, busy } = statusLook(status);
  return (
    <Badge tone={tone}>
      {busy && <span className={styles.spinner} aria-hidden />}
      {label}
    </Badge>
  );
}

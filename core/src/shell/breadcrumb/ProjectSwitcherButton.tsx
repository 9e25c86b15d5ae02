import { Button } from '@atrium/design-system';
import type { PlatformProject } from '../../projects/platform-types.js';
import * as styles from './ProjectBreadcrumb.css.js';

/** The project crumb's trigger, drawn the same by the stand-in and by the menu. */
export function ProjectSwitcherButton({ current }: { current: PlatformProject | undefined }) {
  const label = current?.name ?? 'Choose a project';
  return (
    <Button size="small" variant="ghost" aria-label={`Project: ${label}, switch project`}>
      <span className={styles.name}>{label}</span>
    </Button>
  );
}

import { Link } from 'react-aria-components';
import * as styles from '../pages/PageSection.css.js';
import { PageRow } from '../pages/PageSection.js';
import type { PlatformProject } from './platform-types.js';
import { projectHref } from './project-status.js';
import { ProjectStatusBadge } from './ProjectStatusBadge.js';

/** A project in a list: its name (the way in), its ref and what else `detail` says, its status. */
export function ProjectRow({ project, detail }: { project: PlatformProject; detail?: string }) {
  return (
    <PageRow>
      <Link href={projectHref(project)} className={styles.rowLink}>
        {project.name}
      </Link>
      <span className={styles.muted}>{[project.ref, detail].filter(Boolean).join(' · ')}</span>
      <span className={styles.end}>
        <ProjectStatusBadge status={project.status} />
      </span>
    </PageRow>
  );
}

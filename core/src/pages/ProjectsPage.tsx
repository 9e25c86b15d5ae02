import { Badge, ErrorPanel, Skeleton } from '@atrium/design-system';
import { Link } from 'react-aria-components';
import { useApiQuery } from '../plugin-api/use-api.js';
import { CorePage } from './CorePage.js';
import * as styles from './PageSection.css.js';
import { PageRow, PageSection } from './PageSection.js';

interface ProjectSummary {
  ref: string;
  name: string;
  status: string;
  organization_slug: string;
}

/** The platform's status, as a person reads it: `ACTIVE_HEALTHY` is "Active healthy". */
const statusLabel = (status: string) =>
  status.charAt(0) + status.slice(1).toLowerCase().replaceAll('_', ' ');

/** All projects (spec 2.1): the logo's link and the way into each project. */
export function ProjectsPage() {
  const { data, error, isLoading, mutate } = useApiQuery<ProjectSummary[]>(['projects'], (api) =>
    api.platform.projects.$get(),
  );
  return (
    <CorePage
      title="Projects"
      description="Open a project to work on its database: its tables, policies and the rest."
    >
      {isLoading && <Skeleton count={3} label="Loading projects" />}
      {error && (
        <ErrorPanel
          title="Failed to retrieve projects"
          message={error.message}
          code={error.status}
          onRetry={() => void mutate()}
        />
      )}
      {data && (
        <PageSection title="All projects" count={data.length} empty="No projects yet">
          {data.map((project) => (
            <PageRow key={project.ref}>
              <Link href={`/project/${project.ref}`} className={styles.rowLink}>
                {project.name}
              </Link>
              <span className={styles.muted}>
                {project.ref} · {project.organization_slug}
              </span>
              <span className={styles.end}>
                <Badge tone={project.status === 'ACTIVE_HEALTHY' ? 'positive' : 'neutral'}>
                  {statusLabel(project.status)}
                </Badge>
              </span>
            </PageRow>
          ))}
        </PageSection>
      )}
    </CorePage>
  );
}

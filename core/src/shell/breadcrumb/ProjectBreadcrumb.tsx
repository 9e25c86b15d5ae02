import { useLocation } from 'wouter';
import { Link } from 'react-aria-components';
import { useServices } from '../../host/services-context.js';
import { useOrganizations, useProjects } from '../../projects/platform-queries.js';
import { crumbsFor } from './project-in-view.js';
import * as styles from './ProjectBreadcrumb.css.js';
import { ProjectSwitcher } from './ProjectSwitcher.js';

/**
 * The header's trail: the organization in view (a link to its members) and the project in view
 * by name, whose menu switches to any project of the user's organizations. Nothing shows until
 * the names are known, so a ref never stands in for a name.
 */
export function ProjectBreadcrumb() {
  const [path] = useLocation();
  const { deployment } = useServices();
  const { data: organizations } = useOrganizations();
  const { data: projects } = useProjects();
  if (!organizations || !projects) return null;
  const { organization, project } = crumbsFor(path, deployment.hosted, organizations, projects);
  if (!organization && !project) return null;
  return (
    <nav aria-label="Breadcrumb" className={styles.trail}>
      <ol className={styles.list}>
        {organization && (
          <li className={styles.crumb}>
            <Link
              href={`/org/${encodeURIComponent(organization.slug)}/team`}
              className={styles.link}
              aria-current={path.startsWith('/org/') ? 'page' : undefined}
            >
              {organization.name}
            </Link>
            <span className={styles.separator} aria-hidden>
              /
            </span>
          </li>
        )}
        <li className={styles.crumb}>
          <ProjectSwitcher current={project} organizations={organizations} projects={projects} />
        </li>
      </ol>
    </nav>
  );
}

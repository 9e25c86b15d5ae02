import { useLocation } from 'wouter';
import { Button, Menu, MenuItem, MenuSection, MenuSeparator } from '@atrium/design-system';
import { groupByOrganization } from '../../projects/group-by-organization.js';
import type { OrganizationSummary, PlatformProject } from '../../projects/platform-types.js';
import { projectHref } from '../../projects/project-status.js';
import * as styles from './ProjectBreadcrumb.css.js';

/**
 * The project crumb: the project in view by name (or 'Choose a project' on a page outside one),
 * opening a menu of the user's organizations, each with its projects, and All projects.
 */
export function ProjectSwitcher({
  current,
  organizations,
  projects,
}: {
  current: PlatformProject | undefined;
  organizations: readonly OrganizationSummary[];
  projects: readonly PlatformProject[];
}) {
  const [, navigate] = useLocation();
  const label = current?.name ?? 'Choose a project';
  return (
    <Menu
      placement="bottom start"
      onAction={(href) => navigate(String(href))}
      trigger={
        <Button size="small" variant="ghost" aria-label={`Project: ${label}, switch project`}>
          <span className={styles.name}>{label}</span>
        </Button>
      }
    >
      {groupByOrganization(organizations, projects)
        .filter((group) => group.projects.length > 0)
        .map((group) => (
          <MenuSection key={group.slug} title={group.name} aria-label={group.name}>
            {group.projects.map((project) => (
              <MenuItem key={project.ref} id={projectHref(project)}>
                {project.name}
              </MenuItem>
            ))}
          </MenuSection>
        ))}
      <MenuSeparator />
      <MenuItem id="/projects">All projects</MenuItem>
    </Menu>
  );
}

// In a chunk of its own: the menu is not open at first paint, so the header shows ProjectSwitcher's
// stand-in and this loads, with react-aria's menus and popovers, when first reached for.
import { useLocation } from 'wouter';
import {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  type DeferredOpenState,
} from '@atrium/design-system';
import { groupByOrganization } from '../../projects/group-by-organization.js';
import type { OrganizationSummary, PlatformProject } from '../../projects/platform-types.js';
import { projectHref } from '../../projects/project-status.js';
import { ProjectSwitcherButton } from './ProjectSwitcherButton.js';

export interface ProjectSwitcherProps {
  readonly current: PlatformProject | undefined;
  readonly organizations: readonly OrganizationSummary[];
  readonly projects: readonly PlatformProject[];
}

/** The user's organizations, each with its projects, and All projects. */
export function ProjectSwitcherMenu({
  current,
  organizations,
  projects,
  ...open
}: ProjectSwitcherProps & DeferredOpenState) {
  const [, navigate] = useLocation();
  return (
    <Menu
      {...open}
      placement="bottom start"
      onAction={(href) => navigate(String(href))}
      trigger={<ProjectSwitcherButton current={current} />}
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

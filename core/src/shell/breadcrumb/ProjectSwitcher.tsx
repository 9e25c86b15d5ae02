import { Deferred } from '@atrium/design-system';
import { ProjectSwitcherButton } from './ProjectSwitcherButton.js';
import type { ProjectSwitcherProps } from './ProjectSwitcherMenu.js';

const loadMenu = () => import('./ProjectSwitcherMenu.js').then((m) => m.ProjectSwitcherMenu);

/**
 * The project crumb: the project in view by name (or 'Choose a project' on a page outside one),
 * opening a menu of the user's organizations, each with its projects, and All projects. The menu
 * loads when first reached for (Deferred): with it, the breadcrumb brought react-aria's menus and
 * popovers (about 33 KB gzipped) into every page's first load.
 */
export function ProjectSwitcher(props: ProjectSwitcherProps) {
  return (
    <Deferred
      load={loadMenu}
      props={props}
      standIn={<ProjectSwitcherButton current={props.current} />}
    />
  );
}

import { useMemo } from 'react';
import {
  useLocation,
  useSearch,
  extensionPoints,
  useContributions,
  useShellState,
  type NavMenu,
} from '@atrium/core/plugin-api';
import { buildMenu } from './build-menu.js';
import { SECTION_ORDER } from './menus/sections.js';
import { NavRail } from './NavRail.js';
import { NavSections } from './NavSections.js';
import { placeOf } from './place.js';
import { useNavFacts } from './use-nav-facts.js';

const POINTS = {
  account: extensionPoints.navAccount,
  organization: extensionPoints.navOrganization,
  project: extensionPoints.navProject,
} as const satisfies Record<NavMenu, unknown>;

/**
 * The app's sidebar: the menu for where the user is, made of whatever the plugins that are on
 * contribute to it; an icon rail while the shell has the navigation collapsed. The shell wraps it
 * in the `<nav>` landmark.
 */
export function Sidebar() {
  const { navCollapsed } = useShellState();
  const [path] = useLocation();
  const search = useSearch();
  const place = placeOf(path);
  const items = useContributions(POINTS[place.menu]);
  const { facts, project, projectLoading } = useNavFacts(place.ref);
  const sections = useMemo(
    () =>
      buildMenu({
        items,
        sectionOrder: SECTION_ORDER[place.menu],
        facts,
        params: { ref: place.ref, slug: place.slug ?? project?.organization_slug },
        paramsLoading: projectLoading,
        path,
        search,
      }),
    [items, place.menu, facts, place.ref, place.slug, project, projectLoading, path, search],
  );
  return navCollapsed ? <NavRail sections={sections} /> : <NavSections sections={sections} />;
}

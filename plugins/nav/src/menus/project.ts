import type { NavItemDeclaration } from '@atrium/core/plugin-api';

/**
 * The nav plugin's own project items, links to core's pages. Overview is the project's home, so
 * the menu says where the user is there too; its href is a prefix of every project page, so it is
 * current only where no other item matches better (the best match wins, see `current.ts`).
 */
export const projectItems: readonly NavItemDeclaration[] = [
  {
    id: 'project-overview',
    menu: 'project',
    section: 'Project',
    label: 'Overview',
    href: '/project/{ref}',
    order: 0,
  },
  {
    // Core's page, in both modes: self-hosted, the default project has keys too.
    id: 'settings-api',
    menu: 'project',
    section: 'Settings',
    label: 'API',
    href: '/project/{ref}/settings/api',
    order: 730,
  },
];

import type { NavItemDeclaration } from '@atrium/core/plugin-api';

/**
 * The nav plugin's own project item: core's home page of the project, so the menu says where the
 * user is there too. Its href is a prefix of every project page, so it is current only where no
 * other item matches better (the best match wins, see `current.ts`).
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
];

import type { NavItemDeclaration } from '@atrium/core/plugin-api';

/**
 * The nav plugin's own items: links to core's screens only. Every other item of the spec's menus
 * (section 2.2) is contributed by the plugin that owns its screen; see the README for the list.
 * The account menu (spec 2.2): All projects, then the account pages core serves.
 */
export const accountItems: readonly NavItemDeclaration[] = [
  {
    id: 'account-projects',
    menu: 'account',
    section: 'Projects',
    label: 'All projects',
    href: '/projects',
    order: 100,
  },
  ...(
    [
      ['me', 'Preferences', '/account/me'],
      ['tokens', 'Access Tokens', '/account/tokens'],
      ['security', 'Security', '/account/security'],
      ['audit', 'Audit Logs', '/account/audit'],
    ] as const
  ).map(([id, label, href], index): NavItemDeclaration => ({
    id: `account-${id}`,
    menu: 'account',
    section: 'Account',
    label,
    href,
    order: 100 + index * 10,
  })),
  {
    // The way back from an organization's pages to its projects.
    id: 'organization-projects',
    menu: 'organization',
    section: 'Organization',
    label: 'Projects',
    href: '/projects',
    order: 190,
  },
  {
    id: 'organization-team',
    menu: 'organization',
    section: 'Organization',
    label: 'Members',
    href: '/org/{slug}/team',
    order: 200,
  },
  {
    id: 'organization-audit',
    menu: 'organization',
    section: 'Organization',
    label: 'Audit',
    href: '/org/{slug}/audit',
    order: 210,
  },
  {
    // Core's page of which plugins are on, off, missing or failing: the deployment's own state.
    id: 'deployment-plugins',
    menu: 'account',
    section: 'Deployment',
    label: 'Plugins',
    href: '/admin/plugins',
    order: 300,
  },
];

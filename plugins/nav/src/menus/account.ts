import type { NavItemDeclaration } from '@atrium/core/plugin-api';

/**
 * The nav plugin's own items: links to core's screens only. Every other item of the spec's menus
 * (section 2.2) is contributed by the plugin that owns its screen; see the README for the list.
 * The spec's account pages (/account/me, tokens, security, audit) have no screen yet: core
 * redirects /account/* on self-hosted builds and routes nothing there on hosted ones.
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

import {
  contribute,
  definePlugin,
  extensionPoints,
  PLUGIN_API_VERSION,
} from '@atrium/core/plugin-api';

/**
 * Row-level security as data: the policies screen's route, read by core without running any of
 * the plugin's code, and its menu items.
 */
export default definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'rls',
  title: 'Policies',
  version: '1.0.0',
  description:
    'Row-level security: the policies screen, the policy editor with templates and a tester, RLS toggles, and the database extension card.',
  permissions: [
    { action: 'sql:admin:read', resource: 'policies' },
    { action: 'sql:admin:write', resource: 'policies' },
    { action: 'sql:admin:read', resource: 'tables' },
    { action: 'sql:admin:write', resource: 'tables' },
    { action: 'sql:admin:read', resource: 'roles' },
    { action: 'sql:admin:write', resource: 'extensions' },
  ],
  routes: [
    {
      path: '/project/:ref/auth/policies',
      title: 'Policies',
      permission: {
        action: 'sql:admin:read',
        resource: 'policies',
        description: 'view policies from this project',
      },
      load: () => import('./entries/PoliciesPage.js'),
    },
  ],
  // The spec's extension card, for the extensions screen to draw each extension with.
  contributions: [
    contribute(extensionPoints.databaseExtensionCard, {
      id: 'extension-card',
      data: { label: 'Extension card' },
      load: () => import('./entries/ExtensionCard.js'),
    }),
  ],
  // Spec 2.2: the Auth menu lists Policies, and the Database menu links to it too. Orders place
  // them among the other plugins' items (nav's README lists every item of the spec's menus).
  navItems: [
    {
      id: 'database-policies',
      menu: 'project',
      section: 'Database',
      label: 'Policies',
      href: '/project/{ref}/auth/policies',
      order: 150,
    },
    {
      id: 'auth-policies',
      menu: 'project',
      section: 'Auth',
      label: 'Policies',
      href: '/project/{ref}/auth/policies',
      order: 205,
    },
  ],
});

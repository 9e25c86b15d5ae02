import { definePlugin } from '@atrium/core/plugin-api';

/**
 * Row-level security as data: the policies screen's route, read by core without running any of
 * the plugin's code. The nav plugin already links to the route, so there are no nav items.
 */
export default definePlugin({
  id: 'rls',
  title: 'Policies',
  version: '1.0.0',
  description:
    'Row-level security: the policies screen, the policy editor with templates and a tester, and RLS toggles.',
  permissions: [
    { action: 'sql:admin:read', resource: 'policies' },
    { action: 'sql:admin:write', resource: 'policies' },
    { action: 'sql:admin:read', resource: 'tables' },
    { action: 'sql:admin:write', resource: 'tables' },
    { action: 'sql:admin:read', resource: 'roles' },
  ],
  routes: [
    {
      path: '/project/:ref/auth/policies',
      component: 'PoliciesPage',
      title: 'Policies',
      permission: {
        action: 'sql:admin:read',
        resource: 'policies',
        description: 'view policies from this project',
      },
    },
  ],
  load: () => import('./impl.js'),
});

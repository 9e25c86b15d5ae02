import { definePlugin } from '@atrium/core/plugin-api';
import { accountItems } from './menus/account.js';
import { organizationItems } from './menus/organization.js';
import { projectItems } from './menus/project.js';

/**
 * The app's navigation. Every menu item is data (a nav item with its conditions), so items from
 * other plugins sit beside ours and core reads them all without running the sidebar's code.
 */
export default definePlugin({
  id: 'nav',
  title: 'Navigation',
  version: '1.0.0',
  description: 'The sidebar: account, organization and project menus.',
  // The sidebar reads the project list (status, organization) and the installed extensions.
  permissions: [
    { action: 'platform:read', resource: 'projects' },
    { action: 'sql:query', resource: 'sql' },
  ],
  navItems: [...accountItems, ...organizationItems, ...projectItems],
  contributions: [
    { point: 'shell.navigation@1', id: 'sidebar', component: 'Sidebar', data: { label: 'Main' } },
  ],
  load: () => import('./impl.js'),
});

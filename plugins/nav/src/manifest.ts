import {
  contribute,
  definePlugin,
  extensionPoints,
  PLUGIN_API_VERSION,
} from '@atrium/core/plugin-api';
import { accountItems } from './menus/account.js';
import { projectItems } from './menus/project.js';

/**
 * The app's navigation. It renders the menus from what the plugins that are on contribute to the
 * nav extension points; its own items link only to core's screens. Every item is data, so core
 * reads them all without running the sidebar's code.
 */
export default definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'nav',
  title: 'Navigation',
  version: '1.0.0',
  description: 'The sidebar: account, organization and project menus.',
  // The sidebar reads the project list (organization) and the installed extensions (the metadata
  // API's extensions resource, not SQL).
  permissions: [
    { action: 'platform:read', resource: 'projects' },
    { action: 'sql:admin:read', resource: 'extensions' },
  ],
  navItems: [...projectItems, ...accountItems],
  contributions: [
    contribute(extensionPoints.shellNavigation, {
      id: 'sidebar',
      data: { label: 'Main' },
      load: () => import('./entries/Sidebar.js'),
    }),
  ],
});

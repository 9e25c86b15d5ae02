import { definePlugin, PLUGIN_API_VERSION } from '@atrium/core/plugin-api';

const readTables = {
  action: 'sql:admin:read',
  resource: 'tables',
  description: 'view tables from this project',
} as const;

/**
 * Database administration as data: the tables and columns screens' routes and their Database
 * menu items (spec 2.2 orders, see plugins/nav/README.md), read by core without running any of
 * the plugin's code. Each screen is its own chunk, loaded when its route is first visited.
 */
export default definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'admin',
  title: 'Database',
  version: '1.0.0',
  description: 'Database administration: tables and their columns.',
  permissions: [
    { action: 'sql:admin:read', resource: 'tables' },
    { action: 'sql:admin:write', resource: 'tables' },
    { action: 'sql:admin:read', resource: 'columns' },
    { action: 'sql:admin:write', resource: 'columns' },
    { action: 'sql:admin:read', resource: 'publications' },
    { action: 'sql:admin:write', resource: 'publications' },
    { action: 'sql:admin:read', resource: 'extensions' },
    { action: 'sql:admin:write', resource: 'extensions' },
  ],
  routes: [
    {
      path: '/project/:ref/database/tables',
      title: 'Tables',
      permission: readTables,
      load: () => import('./entries/TablesPage.js'),
    },
    {
      path: '/project/:ref/database/tables/:id',
      title: 'Columns',
      permission: readTables,
      load: () => import('./entries/TableColumnsPage.js'),
    },
    {
      path: '/project/:ref/database/extensions',
      title: 'Extensions',
      permission: {
        action: 'sql:admin:read',
        resource: 'extensions',
        description: 'view extensions from this project',
      },
      load: () => import('./entries/ExtensionsPage.js'),
    },
  ],
  navItems: [
    {
      id: 'database-tables',
      menu: 'project',
      section: 'Database',
      label: 'Tables',
      href: '/project/{ref}/database/tables',
      order: 105,
    },
    {
      id: 'database-extensions',
      menu: 'project',
      section: 'Database',
      label: 'Extensions',
      href: '/project/{ref}/database/extensions',
      order: 125,
    },
  ],
});

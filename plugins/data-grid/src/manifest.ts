import { definePlugin } from '@atrium/core/plugin-api';

const readTables = {
  action: 'sql:admin:read',
  resource: 'tables',
  description: 'view tables from this project',
} as const;

/**
 * The table editor as data: its two routes (the editor home and one table), read by core without
 * running any of the grid's code, which loads only when a route is first visited.
 */
export default definePlugin({
  id: 'data-grid',
  title: 'Table Editor',
  version: '1.0.0',
  description: 'A spreadsheet over any table, its sidebar, and streamed CSV import and export.',
  permissions: [
    { action: 'sql:admin:read', resource: 'tables' },
    { action: 'sql:admin:write', resource: 'tables' },
    { action: 'sql:query', resource: 'sql' },
  ],
  routes: [
    {
      path: '/project/:ref/editor',
      component: 'TableEditorPage',
      title: 'Table Editor',
      permission: readTables,
    },
    {
      path: '/project/:ref/editor/:id',
      component: 'TableEditorPage',
      title: 'Table Editor',
      permission: readTables,
    },
  ],
  load: () => import('./impl.js'),
});

import {
  contribute,
  definePlugin,
  extensionPoints,
  PLUGIN_API_VERSION,
} from '@atrium/core/plugin-api';
import { tableEditorCellRenderer, tableEditorRowMenu } from './contracts.js';

const readTables = {
  action: 'sql:admin:read',
  resource: 'tables',
  description: 'view tables from this project',
} as const;

const screen = () => import('./entries/TableEditorPage.js');

/**
 * The table editor as data: its two routes (the editor home and one table) and the points it
 * offers, read by core without running any of the editor's code. The screen loads when a route is
 * first visited, and the grid only once a table is opened.
 */
export default definePlugin({
  apiVersion: PLUGIN_API_VERSION,
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
    { path: '/project/:ref/editor', title: 'Table Editor', permission: readTables, load: screen },
    {
      path: '/project/:ref/editor/:id',
      title: 'Table Editor',
      permission: readTables,
      load: screen,
    },
  ],
  // Heads the Database section. No condition: without read access on tables the route shows the
  // no-permission panel (spec 2.11), so the link stays.
  navItems: [
    {
      id: 'database-editor',
      menu: 'project',
      section: 'Database',
      label: 'Table Editor',
      href: '/project/{ref}/editor',
      order: 100,
    },
  ],
  // Ctrl/Cmd-K finds every table, view, materialized view and foreign table by name.
  contributions: [
    contribute(extensionPoints.paletteDestinations, {
      id: 'relations',
      data: { heading: 'Tables' },
      load: () => import('./entries/PaletteDestinations.js'),
    }),
  ],
  extensionPoints: [tableEditorRowMenu, tableEditorCellRenderer],
});

import { definePlugin, PLUGIN_API_VERSION } from '@atrium/core/plugin-api';
import { ongoingQueries, sqlHistory } from './data/resources.js';
import { snippets } from './data/snippet-resource.js';

/**
 * The one permission the editor's routes need: reading. A member with `sql:query` runs any
 * statement; a Read-only member's SQL runs as a read role in a read-only transaction.
 */
const runSql = {
  action: 'sql:admin:read',
  resource: 'sql',
  description: 'run SQL on this project',
} as const;

/**
 * The SQL editor as data: its routes and its menu item, read by core without running any of the
 * plugin's code. `/sql/new` and `/sql/{id}` show the same editor; each keeps its own draft.
 */
export default definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'sql',
  title: 'SQL Editor',
  version: '1.0.0',
  description: 'Write and run SQL, read every result set, and see the running queries.',
  permissions: [
    { action: 'sql:query', resource: 'sql' },
    { action: 'sql:admin:read', resource: 'sql' },
    { action: 'sql:admin:read', resource: 'columns' },
    { action: 'sql:admin:read', resource: 'functions' },
    { action: 'sql:admin:read', resource: 'roles' },
    { action: 'sql:admin:read', resource: 'queries' },
    { action: 'sql:admin:write', resource: 'queries' },
    { action: 'user_content:create', resource: 'content' },
  ],
  resources: [ongoingQueries, sqlHistory, snippets],
  // The fixed pages come before `:id`, which would match their paths too (the first match wins).
  // `/sql/new` is the `:id` of a snippet not yet saved: one route, so one loader in the shell.
  routes: [
    {
      path: '/project/:ref/sql/templates',
      title: 'SQL Templates',
      permission: runSql,
      load: () => import('./entries/TemplatesPage.js'),
    },
    {
      path: '/project/:ref/sql/quickstarts',
      title: 'SQL Quickstarts',
      permission: runSql,
      load: () => import('./entries/QuickstartsPage.js'),
    },
    {
      path: '/project/:ref/sql/history',
      title: 'SQL History',
      permission: runSql,
      load: () => import('./entries/HistoryPage.js'),
    },
    {
      path: '/project/:ref/sql/:id',
      title: 'SQL Editor',
      permission: runSql,
      load: () => import('./entries/SqlEditorPage.js'),
    },
  ],
  // Spec 2.2: the SQL section's first item (nav's README lists every item of the spec's menus).
  navItems: [
    {
      id: 'sql-editor',
      menu: 'project',
      section: 'SQL',
      label: 'SQL Editor',
      href: '/project/{ref}/sql/new',
      // Every editor page (`/sql/{id}`, History) is the editor's, not the project's Overview.
      currentUnder: '/project/{ref}/sql',
      order: 400,
    },
    {
      id: 'sql-templates',
      menu: 'project',
      section: 'SQL',
      label: 'Templates',
      href: '/project/{ref}/sql/templates',
      order: 405,
    },
    {
      id: 'sql-quickstarts',
      menu: 'project',
      section: 'SQL',
      label: 'Quickstarts',
      href: '/project/{ref}/sql/quickstarts',
      order: 410,
    },
  ],
});

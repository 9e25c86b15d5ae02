import { definePlugin, PLUGIN_API_VERSION } from '@atrium/core/plugin-api';
import { ongoingQueries } from './data/resources.js';
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
  resources: [ongoingQueries, snippets],
  // `/sql/new` is the `:id` of a snippet not yet saved: one route, so one loader in the shell.
  routes: [
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
      order: 400,
    },
  ],
});

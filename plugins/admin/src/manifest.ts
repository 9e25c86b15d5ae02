import {
  definePlugin,
  PLUGIN_API_VERSION,
  type NavItemDeclaration,
  type RouteDeclaration,
} from '@atrium/core/plugin-api';
import { columnPrivileges, indexes } from './data/admin-resources.js';
import type * as Screens from './entries/screens.js';
import { triggers } from './data/trigger-keys.js';

/** Every resource whose `sql:admin` read and write the screens check. */
const RESOURCES = [
  'tables',
  'columns',
  'publications',
  'functions',
  'triggers',
  'extensions',
  'types',
  'indexes',
  'privileges',
];

/**
 * A screen at `/project/:ref/database/{path}`, in the Database menu under its title at `order`
 * (spec 2.2 orders, see plugins/nav/README.md) when it has one. Its entry in entries/screens.tsx
 * and the resource it needs `sql:admin:read` on are named like its path, or given.
 */
type Screen =
  | readonly [path: keyof typeof Screens, title: string, order?: number]
  | readonly [
      path: string,
      title: string,
      order: number | undefined,
      entry: keyof typeof Screens,
      resource: string,
    ]
  // An ALPHA screen behind a feature flag: no route and no menu item unless the flag is on.
  | readonly [
      path: string,
      title: string,
      order: number,
      entry: keyof typeof Screens,
      resource: string,
      flag: string,
    ];

/*
 * Data turned into routes and menu items below rather than spelt out: the manifests are on the
 * editor's landing (tests/e2e/build-chunks.test.ts), where each screen's repeated words cost.
 */
const SCREENS: readonly Screen[] = [
  ['tables', 'Tables', 105],
  ['tables/:id', 'Columns', undefined, 'columns', 'tables'],
  ['functions', 'Functions', 110],
  ['triggers', 'Triggers', 115],
  ['types', 'Enumerated Types', 120],
  ['extensions', 'Extensions', 125],
  ['indexes', 'Indexes', 130],
  [
    'column-privileges',
    'Column Privileges',
    145,
    'columnPrivileges',
    'privileges',
    'column-privileges',
  ],
  // A diagram of a schema's tables: reading them is all it does.
  ['schemas', 'Schema Visualizer', 180, 'schemas', 'tables'],
];

const routes = SCREENS.map(
  ([
    path,
    title,
    ,
    entry = path as keyof typeof Screens,
    resource = path,
    flag,
  ]): RouteDeclaration => ({
    path: `/project/:ref/database/${path}`,
    ...(flag && { when: { flag } }),
    title,
    permission: {
      action: 'sql:admin:read',
      resource,
      description: `view ${resource} from this project`,
    },
    // Every screen's loader imports the one small entries module (see entries/screens.tsx).
    load: async () => ({ default: (await import('./entries/screens.js'))[entry] }),
  }),
);

const navItems = SCREENS.filter(([, , order]) => order).map(
  ([path, label, order, , , flag]): NavItemDeclaration => ({
    ...(flag && { badge: 'ALPHA' as const, when: { flag } }),
    id: `database-${path}`,
    menu: 'project',
    section: 'Database',
    label,
    href: `/project/{ref}/database/${path}`,
    order,
  }),
);

/**
 * Database administration as data: the screens' routes and their Database menu items, read by
 * core without running any of the plugin's code. Each screen is its own chunk, loaded when its
 * route is first visited.
 */
export default definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'admin',
  title: 'Database',
  version: '1.0.0',
  description: 'Database administration.',
  permissions: RESOURCES.flatMap((resource) => [
    { action: 'sql:admin:read' as const, resource },
    { action: 'sql:admin:write' as const, resource },
  ]),
  resources: [triggers, indexes, columnPrivileges],
  routes,
  navItems,
});

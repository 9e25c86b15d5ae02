import { inSection } from './section.js';

const p = (page: string) => `/project/{ref}/${page}`;

/**
 * Self-hosted Atrium redirects every /project/{ref}/settings/* page to the default project (core's
 * routes, spec 2.2), so settings links are hosted-only whatever else they need.
 */
const hosted = { hosted: true } as const;

const database = inSection('project', 'Database', 100, [
  { id: 'database-editor', label: 'Table Editor', href: p('editor') },
  { id: 'database-tables', label: 'Tables', href: p('database/tables') },
  { id: 'database-functions', label: 'Functions', href: p('database/functions') },
  { id: 'database-triggers', label: 'Triggers', href: p('database/triggers') },
  { id: 'database-types', label: 'Enumerated Types', href: p('database/types') },
  { id: 'database-extensions', label: 'Extensions', href: p('database/extensions') },
  { id: 'database-indexes', label: 'Indexes', href: p('database/indexes') },
  { id: 'database-publications', label: 'Publications', href: p('database/publications') },
  { id: 'database-roles', label: 'Roles', href: p('database/roles') },
  {
    id: 'database-column-privileges',
    label: 'Column Privileges',
    href: p('database/column-privileges'),
    badge: 'ALPHA',
    when: { flag: 'column-privileges' },
  },
  { id: 'database-policies', label: 'Policies', href: p('auth/policies') },
  // One Backups entry shows: point-in-time recovery when that add-on is selected.
  {
    id: 'database-backups-pitr',
    label: 'Backups',
    href: p('database/backups/pitr'),
    when: { hosted: true, addon: 'pitr' },
  },
  {
    id: 'database-backups-scheduled',
    label: 'Backups',
    href: p('database/backups/scheduled'),
    when: { hosted: true, addon: '!pitr' },
  },
  { id: 'database-wrappers', label: 'Wrappers', href: p('database/wrappers') },
  { id: 'database-migrations', label: 'Migrations', href: p('database/migrations') },
  // Database webhooks are built on pg_net; without it the page could only say so.
  {
    id: 'database-hooks',
    label: 'Webhooks',
    href: p('database/hooks'),
    when: { extension: 'pg_net' },
  },
  { id: 'database-schemas', label: 'Schema Visualizer', href: p('database/schemas') },
  {
    id: 'database-query-performance',
    label: 'Query Performance',
    href: p('database/query-performance'),
  },
  { id: 'database-security-advisor', label: 'Security Advisor', href: p('advisors/security') },
  {
    id: 'database-performance-advisor',
    label: 'Performance Advisor',
    href: p('advisors/performance'),
  },
]);

const authService = { service: 'auth' } as const;
const hostedAuth = { hosted: true, service: 'auth' } as const;

const auth = inSection('project', 'Auth', 200, [
  { id: 'auth-users', label: 'Users', href: p('auth/users'), when: authService },
  { id: 'auth-policies', label: 'Policies', href: p('auth/policies') },
  { id: 'auth-providers', label: 'Providers', href: p('auth/providers'), when: authService },
  { id: 'auth-rate-limits', label: 'Rate Limits', href: p('auth/rate-limits'), when: hostedAuth },
  { id: 'auth-templates', label: 'Email Templates', href: p('auth/templates'), when: hostedAuth },
  {
    id: 'auth-url-configuration',
    label: 'URL Configuration',
    href: p('auth/url-configuration'),
    when: hostedAuth,
  },
  { id: 'auth-hooks', label: 'Hooks', href: p('auth/hooks'), badge: 'BETA', when: hostedAuth },
]);

const storage = inSection('project', 'Storage', 300, [
  {
    id: 'storage-buckets',
    label: 'Buckets',
    href: p('storage/buckets'),
    when: { service: 'storage' },
  },
  {
    id: 'storage-policies',
    label: 'Policies',
    href: p('storage/policies'),
    when: { service: 'storage' },
  },
]);

const sql = inSection('project', 'SQL', 400, [
  { id: 'sql-editor', label: 'SQL Editor', href: p('sql/new') },
  { id: 'sql-templates', label: 'Templates', href: p('sql/templates') },
  { id: 'sql-quickstarts', label: 'Quickstarts', href: p('sql/quickstarts') },
]);

const reports = inSection('project', 'Reports', 500, [
  { id: 'reports-all', label: 'All Reports', href: p('reports') },
  { id: 'reports-api', label: 'API', href: p('reports/api-overview') },
  { id: 'reports-database', label: 'Database', href: p('reports/database') },
  {
    id: 'reports-storage',
    label: 'Storage',
    href: p('reports/storage'),
    when: { service: 'storage', permission: { action: 'storage:admin:read', resource: '*' } },
  },
]);

// Collections (/logs/collections/{token}) are user data, listed by the logs pages themselves.
const logs = inSection('project', 'Logs', 600, [
  { id: 'logs-explorer', label: 'Query', href: p('logs/explorer') },
  { id: 'logs-saved', label: 'Saved', href: p('logs/explorer/saved'), when: hosted },
  { id: 'logs-recent', label: 'Recent', href: p('logs/explorer/recent') },
  { id: 'logs-templates', label: 'Templates', href: p('logs/explorer/templates') },
  { id: 'logs-edge', label: 'API Gateway', href: p('logs/edge-logs') },
  { id: 'logs-postgres', label: 'Postgres', href: p('logs/postgres-logs') },
  { id: 'logs-postgrest', label: 'PostgREST', href: p('logs/postgrest-logs') },
  { id: 'logs-pooler', label: 'Pooler', href: p('logs/pooler-logs'), when: hosted },
  { id: 'logs-auth', label: 'Auth', href: p('logs/auth-logs'), when: { service: 'auth' } },
  {
    id: 'logs-storage',
    label: 'Storage',
    href: p('logs/storage-logs'),
    when: { service: 'storage' },
  },
  {
    id: 'logs-realtime',
    label: 'Realtime',
    href: p('logs/realtime-logs'),
    when: { service: 'realtime' },
  },
]);

const settings = inSection('project', 'Settings', 700, [
  { id: 'settings-general', label: 'General', href: p('settings/general'), when: hosted },
  // While the project is coming up this leads to /project/{ref}/building (see href.ts).
  {
    id: 'settings-infrastructure',
    label: 'Infrastructure',
    href: p('settings/infrastructure'),
    when: hosted,
  },
  {
    id: 'settings-integrations',
    label: 'Integrations',
    href: p('settings/integrations'),
    when: hosted,
  },
  { id: 'settings-addons', label: 'Add-ons', href: p('settings/addons'), when: hosted },
  {
    id: 'settings-vault',
    label: 'Vault',
    href: p('settings/vault/secrets'),
    badge: 'BETA',
    when: hosted,
  },
  { id: 'settings-database', label: 'Database', href: p('settings/database'), when: hosted },
  { id: 'settings-api', label: 'API', href: p('settings/api'), when: hosted },
  {
    id: 'settings-auth',
    label: 'Authentication',
    href: p('settings/auth'),
    // The permission model has no auth-config action yet; infra:read is the closest one.
    when: { ...hostedAuth, permission: { action: 'infra:read', resource: 'auth_config' } },
  },
  {
    id: 'settings-storage',
    label: 'Storage',
    href: p('settings/storage'),
    when: { ...hosted, service: 'storage' },
  },
  {
    id: 'settings-functions',
    label: 'Edge Functions',
    href: p('settings/functions'),
    when: { ...hosted, service: 'functions' },
  },
]);

// Billing is the organization's; the project's settings link to it, usage filtered to the project.
const billing = inSection('project', 'Billing', 800, [
  { id: 'billing-subscription', label: 'Subscription', href: '/org/{slug}/billing', when: hosted },
  { id: 'billing-usage', label: 'Usage', href: '/org/{slug}/usage?projectRef={ref}', when: hosted },
]);

// Per-table and per-function pages (?resource=, ?rpc=) are listed by the API docs page itself.
const apiDocs = inSection('project', 'API Docs', 900, [
  { id: 'api-intro', label: 'Introduction', href: p('api') },
  { id: 'api-auth', label: 'Authentication', href: p('api?page=auth') },
  { id: 'api-users', label: 'User Management', href: p('api?page=users') },
  { id: 'api-tables', label: 'Tables and Views', href: p('api?page=tables-intro') },
  { id: 'api-rpc', label: 'Stored Procedures', href: p('api?page=rpc-intro') },
  { id: 'api-graphiql', label: 'GraphiQL', href: p('api/graphiql') },
]);

/** The project menu (spec 2.2), shown on `/project/{ref}/...`. */
export const projectItems = [
  ...database,
  ...auth,
  ...storage,
  ...sql,
  ...reports,
  ...logs,
  ...settings,
  ...billing,
  ...apiDocs,
];

/** Excluded from schema lists unless `include_system_schemas` is set (spec 001 section 9). */
export const SYSTEM_SCHEMAS = ['information_schema', 'pg_catalog', 'pg_toast'] as const;

/**
 * Schemas the platform manages: the hidden system schemas of spec 001 section 9, plus Postgres's
 * own. The metadata API refuses every write into them with 403; the screens mirror the same list
 * (through `@atrium/common/protected-schemas`) to show them locked instead of offering what would fail.
 */
export const PROTECTED_SCHEMAS: ReadonlySet<string> = new Set([
  ...SYSTEM_SCHEMAS,
  'auth',
  'cron',
  'extensions',
  'net',
  'pgsodium',
  'pgsodium_masks',
  'pgbouncer',
  'pgtle',
  'realtime',
  'storage',
  'supabase_functions',
  'supabase_migrations',
  'vault',
  'graphql',
  'graphql_public',
]);

/** Protected: in the list, or a session's temporary schema. */
export const isProtectedSchema = (name: string) =>
  PROTECTED_SCHEMAS.has(name) || name.startsWith('pg_temp') || name.startsWith('pg_toast_temp');

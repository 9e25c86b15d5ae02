/**
 * Schemas the provider manages (spec: the system schemas hidden by default, plus Postgres's own):
 * read-only in the table editor. The API refuses writes into the same list with 403
 * (api/src/pg-meta/shared/system-schemas.ts); `GET /schemas` does not flag them yet, so the
 * editor keeps the spec's list here to hide write controls before the API would refuse them.
 */
const PROTECTED_SCHEMAS: ReadonlySet<string> = new Set([
  'auth',
  'cron',
  'extensions',
  'information_schema',
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
  'pg_catalog',
  'pg_toast',
]);

export const isProtectedSchema = (name: string) =>
  PROTECTED_SCHEMAS.has(name) || name.startsWith('pg_temp') || name.startsWith('pg_toast_temp');

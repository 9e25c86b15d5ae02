import { forbidden } from '../../http/api-error.js';

/** Excluded from schema lists unless `include_system_schemas` is set (spec 001 section 9). */
export const SYSTEM_SCHEMAS = ['information_schema', 'pg_catalog', 'pg_toast'] as const;

/**
 * Schemas the platform manages: shown read-only (locked) in the UI, and refused by every write of
 * the metadata API. The hidden system schemas of spec 001 section 9, plus Postgres's own.
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

export const isProtectedSchema = (name: string) =>
  PROTECTED_SCHEMAS.has(name) || name.startsWith('pg_temp') || name.startsWith('pg_toast_temp');

/** Refuses a write into a protected schema with 403 and a message that says why. */
export function assertSchemaWritable(name: string): void {
  if (isProtectedSchema(name)) {
    throw forbidden(`Schema "${name}" is managed by Atrium and is read-only`, 'protected_schema');
  }
}

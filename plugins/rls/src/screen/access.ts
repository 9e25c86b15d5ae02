/**
 * Schemas the platform manages, shown Locked. It mirrors the metadata API's protected schemas,
 * which refuse every policy write there (the server stays the authority; this only keeps the
 * screen from offering what would be refused).
 */
export const LOCKED_SCHEMAS: ReadonlySet<string> = new Set([
  'auth',
  'cron',
  'extensions',
  'graphql',
  'graphql_public',
  'information_schema',
  'net',
  'pg_catalog',
  'pg_toast',
  'pgbouncer',
  'pgsodium',
  'pgsodium_masks',
  'pgtle',
  'realtime',
  'storage',
  'supabase_functions',
  'supabase_migrations',
  'vault',
]);

/** What the screen lets a user do to one table's policies and RLS. */
export interface TableAccess {
  /** Shown with the Locked badge and no edit controls. */
  readonly locked: boolean;
  readonly canEditPolicies: boolean;
  readonly canToggleRls: boolean;
}

/**
 * Spec section 6: locked schemas and the realtime schema show policies as Locked, except
 * `realtime.messages`, whose policies are edited like any table's but whose RLS cannot be toggled.
 */
export function tableAccess(schema: string, table: string): TableAccess {
  if (schema === 'realtime' && table === 'messages') {
    return { locked: false, canEditPolicies: true, canToggleRls: false };
  }
  const locked = LOCKED_SCHEMAS.has(schema);
  return { locked, canEditPolicies: !locked, canToggleRls: !locked };
}

import type { DatabaseRole } from '../data/types.js';

/** Roles that run the platform itself: policies for them make no sense, so they are not offered. */
const SYSTEM_ROLES: ReadonlySet<string> = new Set([
  'postgres',
  'authenticator',
  'dashboard_user',
  'pgbouncer',
  'pgsodium_keyholder',
  'pgsodium_keyiduser',
  'pgsodium_keymaker',
]);

/** Spec section 5: some system roles are hidden from the choice (superusers bypass RLS anyway). */
export function visibleRoles(roles: readonly DatabaseRole[]): string[] {
  return roles
    .filter(
      (role) =>
        !role.is_superuser &&
        !SYSTEM_ROLES.has(role.name) &&
        !role.name.startsWith('pg_') &&
        !role.name.startsWith('supabase_'),
    )
    .map((role) => role.name);
}

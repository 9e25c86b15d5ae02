import { forbidden } from '../../http/api-error.js';
import { quoteLiteral } from '../../sql/quote.js';

/**
 * Roles the platform relies on (spec 001 section 9: "a fixed list of system roles"): the cluster's
 * bootstrap superuser and the API roles the project bootstrap creates (api/src/projects/
 * api-roles.sql), which policies and impersonation name. Postgres's own `pg_` roles and the role
 * Atrium connects as count too: changing either would break the dashboard itself.
 */
export const PROTECTED_ROLES: readonly string[] = [
  'postgres',
  'anon',
  'authenticated',
  'service_role',
  'atrium_read_only',
];

/** `is_protected` for a role `r` of pg_roles; the names are ours, quoted as literals. */
export const IS_PROTECTED_SQL = `(r.rolname IN (${PROTECTED_ROLES.map(quoteLiteral).join(', ')})
           OR r.rolname LIKE 'pg\\_%' OR r.rolname = current_user)`;

/** Refuses a change to a protected role with 403 and a message that says why. */
export function assertRoleWritable(role: { name: string; is_protected: boolean }): void {
  if (role.is_protected) {
    throw forbidden(
      `Role "${role.name}" is a protected system role and cannot be changed`,
      'protected_role',
    );
  }
}

import { quoteIdent, quoteLiteral } from '../../sql/quote.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import { IS_PROTECTED_SQL } from './protected-roles.js';

/** A database role as the API returns it (the postgres-meta shape, plus the server's maximum). */
export interface Role {
  id: number;
  name: string;
  is_superuser: boolean;
  can_create_db: boolean;
  can_create_role: boolean;
  inherit_role: boolean;
  can_login: boolean;
  is_replication_role: boolean;
  can_bypass_rls: boolean;
  active_connections: number;
  /** -1 means the server maximum, `max_connections`. */
  connection_limit: number;
  max_connections: number;
  valid_until: string | null;
  config: Record<string, string>;
  /** A system role the platform relies on: shown view-only, and every change is refused. */
  is_protected: boolean;
}

export interface RoleListParams {
  include_default_roles?: boolean;
  limit?: number;
  offset?: number;
}

const SELECT = `
  SELECT r.oid AS id, r.rolname AS name, r.rolsuper AS is_superuser,
         r.rolcreatedb AS can_create_db, r.rolcreaterole AS can_create_role,
         r.rolinherit AS inherit_role, r.rolcanlogin AS can_login,
         r.rolreplication AS is_replication_role, r.rolbypassrls AS can_bypass_rls,
         (SELECT count(*)::int FROM pg_stat_activity a WHERE a.usename = r.rolname) AS active_connections,
         r.rolconnlimit AS connection_limit,
         current_setting('max_connections')::int AS max_connections,
         r.rolvaliduntil::text AS valid_until,
         COALESCE((SELECT jsonb_object_agg(split_part(s, '=', 1), substr(s, strpos(s, '=') + 1))
                     FROM unnest(r.rolconfig) s), '{}'::jsonb) AS config,
         ${IS_PROTECTED_SQL} AS is_protected
    FROM pg_roles r
   WHERE true`;

export function listRoles(list: RoleListParams): BoundQuery {
  const params = new SqlParams();
  const defaults = list.include_default_roles ? '' : ` AND r.rolname NOT LIKE 'pg\\_%'`;
  const limit = list.limit !== undefined ? ` LIMIT ${params.add(list.limit)}` : '';
  const offset = list.offset !== undefined ? ` OFFSET ${params.add(list.offset)}` : '';
  return {
    text: `${SELECT}${defaults} ORDER BY r.rolname${limit}${offset}`,
    values: params.values,
  };
}

export function getRole(id: number): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND r.oid = ${params.add(id)}`, values: params.values };
}

export function getRoleByName(name: string): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND r.rolname = ${params.add(name)}`, values: params.values };
}

/** The grantable privilege flags and the keyword pair each one sets. */
const FLAGS = {
  can_login: ['LOGIN', 'NOLOGIN'],
  inherit_role: ['INHERIT', 'NOINHERIT'],
  can_create_db: ['CREATEDB', 'NOCREATEDB'],
  can_create_role: ['CREATEROLE', 'NOCREATEROLE'],
  is_replication_role: ['REPLICATION', 'NOREPLICATION'],
  can_bypass_rls: ['BYPASSRLS', 'NOBYPASSRLS'],
} as const;

export interface RoleOptions {
  can_login?: boolean;
  inherit_role?: boolean;
  can_create_db?: boolean;
  can_create_role?: boolean;
  is_replication_role?: boolean;
  can_bypass_rls?: boolean;
  connection_limit?: number;
  /** A timestamp, or 'infinity'. */
  valid_until?: string | null;
  /** Never logged; Postgres takes no parameters here, so it is a quoted literal. */
  password?: string;
}

/** The role options clause (` LOGIN NOINHERIT ...`) for the options given. */
function roleOptions(options: RoleOptions): string {
  const parts: string[] = [];
  for (const [flag, [on, off]] of Object.entries(FLAGS)) {
    const value = options[flag as keyof typeof FLAGS];
    if (value !== undefined) parts.push(value ? on : off);
  }
  if (options.connection_limit !== undefined) {
    parts.push(`CONNECTION LIMIT ${Math.trunc(Number(options.connection_limit))}`);
  }
  if (options.valid_until !== undefined) {
    parts.push(`VALID UNTIL ${quoteLiteral(options.valid_until ?? 'infinity')}`);
  }
  if (options.password !== undefined) parts.push(`PASSWORD ${quoteLiteral(options.password)}`);
  return parts.map((p) => ` ${p}`).join('');
}

/** `ALTER ROLE ... SET/RESET` for each config entry; a null value resets it. */
function configStatements(role: string, config: Record<string, string | null>): string[] {
  return Object.entries(config).map(([key, value]) =>
    value === null
      ? `ALTER ROLE ${quoteIdent(role)} RESET ${quoteIdent(key)}`
      : `ALTER ROLE ${quoteIdent(role)} SET ${quoteIdent(key)} TO ${quoteLiteral(value)}`,
  );
}

/** The statements that create a role; run in one transaction. */
export function createRole(
  name: string,
  options: RoleOptions,
  config: Record<string, string | null> = {},
): string[] {
  const withOptions = roleOptions(options);
  return [
    `CREATE ROLE ${quoteIdent(name)}${withOptions ? ` WITH${withOptions}` : ''}`,
    ...configStatements(name, config),
  ];
}

export interface RoleChange extends RoleOptions {
  name?: string;
  config?: Record<string, string | null>;
}

/** The statements that change a role, rename last; run in one transaction. */
export function alterRole(current: string, change: RoleChange): string[] {
  const { name, config, ...options } = change;
  const withOptions = roleOptions(options);
  const statements = withOptions ? [`ALTER ROLE ${quoteIdent(current)} WITH${withOptions}`] : [];
  statements.push(...configStatements(current, config ?? {}));
  if (name !== undefined && name !== current) {
    statements.push(`ALTER ROLE ${quoteIdent(current)} RENAME TO ${quoteIdent(name)}`);
  }
  return statements;
}

export const dropRole = (name: string) => `DROP ROLE ${quoteIdent(name)}`;

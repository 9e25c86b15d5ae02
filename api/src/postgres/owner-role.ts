import type pg from 'pg';

/**
 * Makes `role` a login role that is no superuser and holds none of the powers a member's SQL must
 * not have (`CREATEDB`, `CREATEROLE`, `BYPASSRLS`, replication), with `password`, and a member of
 * the API roles so that the grid and the policy tester may impersonate them with `SET ROLE`.
 *
 * No `CREATEROLE`: on Postgres 15 it lets a role grant itself membership in any role that is not
 * a superuser, `pg_execute_server_program` and `pg_read_server_files` included, which is what a
 * superuser is refused for. Run as a superuser (or a role with `CREATEROLE` and admin of the
 * API roles); the API roles must exist (`ensureApiRoles`).
 */
export async function ensureOwnerRole(
  superuser: pg.ClientBase,
  role: string,
  password: string,
): Promise<void> {
  const quoted = superuser.escapeIdentifier(role);
  const { rows, rowCount } = await superuser.query<{ rolsuper: boolean }>(
    'SELECT rolsuper FROM pg_roles WHERE rolname = $1',
    [role],
  );
  if (rows[0]?.rolsuper) {
    // Making it one no more would take the powers away from whoever else uses it.
    throw new Error(`The role ${role} is a superuser: members' SQL must run as a role that is not`);
  }
  const powers =
    'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS INHERIT' +
    ` PASSWORD ${superuser.escapeLiteral(password)}`;
  await superuser.query(`${rowCount ? 'ALTER' : 'CREATE'} ROLE ${quoted} ${powers}`);
  await superuser.query(`GRANT anon, authenticated, service_role, atrium_read_only TO ${quoted}`);
}

/** Gives `role` a new password, as a superuser: Atrium's way back in after a member changed it. */
export async function resetRolePassword(
  superuser: pg.ClientBase,
  role: string,
  password: string,
): Promise<void> {
  await superuser.query(
    `ALTER ROLE ${superuser.escapeIdentifier(role)} PASSWORD ${superuser.escapeLiteral(password)}`,
  );
}

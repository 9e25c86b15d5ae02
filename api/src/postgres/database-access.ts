import type pg from 'pg';

/**
 * Who may connect to which database. Postgres grants `CONNECT` on every database to `PUBLIC` by
 * default, so any login role of the cluster (a hosted project's, the default project's owner)
 * could reach the platform database or the default project's; revoking it leaves each database
 * to its owner, the superusers, and the roles granted it by name.
 */
export async function revokePublicConnect(
  superuser: pg.ClientBase,
  databases: readonly string[],
): Promise<void> {
  const { rows } = await superuser.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname = ANY ($1::text[])',
    [databases],
  );
  for (const { datname } of rows) {
    await superuser.query(
      `REVOKE CONNECT, TEMPORARY ON DATABASE ${superuser.escapeIdentifier(datname)} FROM PUBLIC`,
    );
  }
}

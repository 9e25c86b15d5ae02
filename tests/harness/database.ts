import pg from 'pg';
import { inject } from 'vitest';
import { waitFor } from './wait-for.js';

/**
 * Asks the project database directly, bypassing the API, to check what the API really did. By
 * default as the role members' SQL runs as, so that what a test creates is theirs to change.
 */
export async function directQuery<T extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
  connectionString = inject('memberDbUrl'),
): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A table name no other test file uses, so files can run in parallel on one database. */
export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;

/** `directQuery` as the cluster's superuser: databases, roles, what only Atrium itself may do. */
export const superuserQuery = <T extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
) => directQuery<T>(sql, params, inject('projectDbUrl'));

/**
 * Drops a database of the cluster `superuserQuery` reaches, once the sessions still on it have
 * left, forcing out any left after 5 s. A pool's `end()` resolves before its connections have
 * closed, and a session that `WITH (FORCE)` ends while its client is closing raised an
 * uncaught error in the test's process.
 */
export async function dropDatabase(name: string): Promise<void> {
  const sessions = async () =>
    (
      await superuserQuery<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      )
    )[0]!.n;
  await waitFor(async () => (await sessions()) === 0, 5_000).catch(() => undefined);
  await superuserQuery(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
}

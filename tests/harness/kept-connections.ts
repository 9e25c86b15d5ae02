/**
 * Connections kept for a file's direct reads and set-up: one small pool per address.
 * `directQuery` opens a connection per statement (a fork of a backend and a SCRAM exchange, about
 * 10 ms of CPU on the two sides), and the property tests make several such reads for each of
 * their hundreds of cases, so connecting was most of their set-up time. Only for statements that
 * leave no session state behind (no `SET`, no temporary table): the next one may get either
 * connection. A file that uses them closes them in its `afterAll` (`closeKeptConnections`), before
 * a database they point at is dropped: the integration worker runs the next file in the same
 * process.
 */
import pg from 'pg';
import { inject } from 'vitest';

const pools = new Map<string, pg.Pool>();

/** `directQuery`, on a kept connection: as the members' role unless `connectionString` says. */
export async function keptQuery<T extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
  connectionString = inject('memberDbUrl'),
): Promise<T[]> {
  let pool = pools.get(connectionString);
  if (!pool) {
    pool = new pg.Pool({ connectionString, max: 2 });
    // An idle connection ended by the server is dropped from the pool; a statement's own error
    // still rejects its query.
    pool.on('error', () => undefined);
    pools.set(connectionString, pool);
  }
  return (await pool.query<T>(sql, params)).rows;
}

/** Ends every kept connection. */
export async function closeKeptConnections(): Promise<void> {
  const open = [...pools.values()];
  pools.clear();
  await Promise.all(open.map((pool) => pool.end()));
}

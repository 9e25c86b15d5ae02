/**
 * The hostile-name property's connections to the databases it reads and sets up directly: one
 * small pool per address, kept for the file. `directQuery` opens a connection per statement, and
 * the property makes several such reads for each of its hundreds of names, so connecting was most
 * of the file's set-up time. The file closes them in its `afterAll`, before the database of its
 * own instance is dropped (the integration worker runs the next file in the same process).
 */
import pg from 'pg';
import { inject } from 'vitest';

const pools = new Map<string, pg.Pool>();

/** `directQuery`, on a kept connection: as the members' role unless `connectionString` says. */
export async function catalogueQuery<T extends pg.QueryResultRow = Record<string, unknown>>(
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
export async function closeCatalogueConnections(): Promise<void> {
  const open = [...pools.values()];
  pools.clear();
  await Promise.all(open.map((pool) => pool.end()));
}

import type pg from 'pg';

/**
 * Runs `work` in one transaction on one connection: a multi-statement change either happens
 * whole or not at all. `opening` starts it (`BEGIN`, or a BEGIN that also sets LOCAL settings).
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  opening = 'BEGIN',
): Promise<T> {
  const client = await pool.connect();
  try {
    return await transactionOn(client, work, opening);
  } finally {
    client.release();
  }
}

/** `withTransaction` on a connection the caller already holds (and releases). */
export async function transactionOn<T, Client extends pg.ClientBase>(
  client: Client,
  work: (client: Client) => Promise<T>,
  opening = 'BEGIN',
): Promise<T> {
  try {
    await client.query(opening);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** pg's QueryConfig with the option @types/pg does not declare yet. */
export type ExtendedQuery = pg.QueryConfig & { queryMode: 'extended' };

/**
 * Runs `statements` in order on a client that is inside a transaction, each on its own, through
 * the extended protocol: Postgres refuses more than one statement in a Parse message, so even a
 * text the statement guard (api/src/sql/statement-guard.ts) let through by mistake cannot run a
 * second statement. The guard reads strings with standard_conforming_strings on, as Postgres 15's
 * parser does by default; the transaction is held to that, so the server reads them the same way.
 */
export async function runStatements(
  client: pg.ClientBase,
  statements: readonly string[],
): Promise<void> {
  await client.query('SET LOCAL standard_conforming_strings TO on');
  for (const text of statements) {
    const query: ExtendedQuery = { text, queryMode: 'extended' };
    await client.query(query);
  }
}

/** Runs `statements` in order, in one transaction: all of them happen, or none does. */
export const runInTransaction = (pool: pg.Pool, statements: readonly string[]) =>
  withTransaction(pool, (client) => runStatements(client, statements));

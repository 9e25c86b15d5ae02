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
    await client.query(opening);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Runs `statements` in order, in one transaction: all of them happen, or none does. */
export const runInTransaction = (pool: pg.Pool, statements: readonly string[]) =>
  withTransaction(pool, async (client) => {
    for (const statement of statements) await client.query(statement);
  });

import type pg from 'pg';
import { impersonationPrelude, type Impersonation } from '../../db/run-query.js';

/**
 * Opens a transaction on `client`, as the impersonated role when there is one (`SET LOCAL ROLE`
 * and `request.jwt.claims`, so RLS applies). Everything is LOCAL: COMMIT or ROLLBACK leaves the
 * connection as it was.
 */
export async function begin(client: pg.ClientBase, impersonation?: Impersonation): Promise<void> {
  await client.query(impersonation ? impersonationPrelude(impersonation) : 'BEGIN');
}

/**
 * Runs `work` in one transaction, as the impersonated role when there is one. Reads use it too, so
 * a grid viewed "as" a role sees exactly what that role may see.
 */
export async function inSession<T>(
  pool: pg.Pool,
  impersonation: Impersonation | undefined,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await begin(client, impersonation);
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

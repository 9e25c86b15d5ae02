import type pg from 'pg';
import { impersonationPrelude, type Impersonation } from '../../db/run-query.js';
import { withTransaction } from '../shared/transaction.js';

/**
 * The statement that opens a transaction, as the impersonated role when there is one (`SET LOCAL
 * ROLE` and `request.jwt.claims`, so RLS applies). Everything is LOCAL: COMMIT or ROLLBACK leaves
 * the connection as it was.
 */
export const sessionOpening = (impersonation?: Impersonation) =>
  impersonation ? impersonationPrelude(impersonation) : 'BEGIN';

/** Opens a transaction on `client`, as the impersonated role when there is one. */
export async function begin(client: pg.ClientBase, impersonation?: Impersonation): Promise<void> {
  await client.query(sessionOpening(impersonation));
}

/**
 * Runs `work` in one transaction, as the impersonated role when there is one. Reads use it too, so
 * a grid viewed "as" a role sees exactly what that role may see.
 */
export const inSession = <T>(
  pool: pg.Pool,
  impersonation: Impersonation | undefined,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> => withTransaction(pool, work, sessionOpening(impersonation));

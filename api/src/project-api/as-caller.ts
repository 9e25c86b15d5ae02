import type { Context } from 'hono';
import type pg from 'pg';
import { transactionOn } from '../db/transaction.js';
import type { ProjectApiEnv } from './project-api-env.js';

/**
 * Runs `work` in one transaction of the project's database as the caller's role, with the
 * caller's claims as `request.jwt.claims` (what `auth.uid()`, `auth.role()` and policies read),
 * both local to the transaction so the connection goes back to the pool as it came. `work` gets
 * only the transaction's client. Role and claims are bound values, never SQL text.
 */
export async function asCaller<T>(
  c: Context<ProjectApiEnv>,
  work: (client: pg.ClientBase) => Promise<T>,
): Promise<T> {
  const client = await c.get('project').pool.connect();
  try {
    return await transactionOn(client, async (tx) => {
      await tx.query(
        `SELECT set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
        [c.get('role'), JSON.stringify(c.get('claims'))],
      );
      return work(tx);
    });
  } finally {
    client.release();
  }
}

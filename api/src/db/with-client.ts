import type pg from 'pg';
import { cancelBackend } from './cancel-backend.js';

/**
 * Lends `work` one pooled connection. When `signal` aborts (for a request, `c.req.raw.signal`:
 * the HTTP client went away) the running statement is cancelled, so an abandoned request stops
 * holding a connection at once instead of at the statement timeout, and the connection is then
 * destroyed rather than reused (a late cancel must never hit the next request's statement).
 * A connection whose socket failed is destroyed too; any other goes back reset (see `CleanPool`).
 */
export async function withClient<T>(
  pool: pg.Pool,
  signal: AbortSignal | undefined,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  signal?.throwIfAborted();
  const client = await pool.connect();
  if (signal?.aborted) {
    client.release();
    signal.throwIfAborted();
  }
  let cancelled: Promise<void> | undefined;
  const onAbort = () => (cancelled ??= cancelBackend(pool, client));
  signal?.addEventListener('abort', onAbort, { once: true });
  let failure: Error | undefined;
  try {
    return await work(client);
  } catch (error) {
    if (!isServerError(error)) failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (cancelled) {
      await cancelled;
      client.release(true);
    } else {
      client.release(failure);
    }
  }
}

/** An error Postgres reported (the connection is still fine), as opposed to a dead socket. */
export const isServerError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'severity' in error;

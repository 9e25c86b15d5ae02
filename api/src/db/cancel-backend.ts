import pg from 'pg';

/**
 * Cancels whatever statement `client`'s backend is running, from a short-lived connection of its
 * own: never one of the pool's, which may all be busy (that is often why a client gave up).
 * Best effort: if the database cannot be reached the statement ends at its timeout anyway.
 */
export async function cancelBackend(pool: pg.Pool, client: pg.ClientBase): Promise<void> {
  const pid = (client as unknown as { processID: number | null }).processID;
  if (pid === null) return;
  const side = new pg.Client({ ...pool.options, application_name: 'atrium cancel' });
  try {
    await side.connect();
    await side.query('SELECT pg_cancel_backend($1)', [pid]);
  } catch {
    // Nothing more to do: the caller destroys the connection either way.
  } finally {
    await side.end().catch(() => undefined);
  }
}

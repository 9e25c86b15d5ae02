import type pg from 'pg';

/** What pg keeps per connection about the named statements it prepared there. */
interface ClientInternals {
  connection: { parsedStatements: Record<string, string> };
}

/**
 * Puts a connection back the way it was opened, so nothing one request did reaches the next: an
 * open or failed transaction is rolled back, then `DISCARD ALL` drops every session change (`SET
 * ROLE`, `SET statement_timeout` and other settings, which return to their connection-time values,
 * `search_path` included; advisory locks, prepared statements, temporary tables, `LISTEN`s).
 * `DISCARD ALL` cannot run inside a transaction, hence the rollback first.
 */
export async function resetSession(client: pg.ClientBase): Promise<void> {
  if (client.getTransactionStatus() !== 'I') await client.query('ROLLBACK');
  await client.query('DISCARD ALL');
  // pg skips re-preparing a named statement it remembers; DISCARD ALL made that memory stale.
  (client as unknown as ClientInternals).connection.parsedStatements = {};
}

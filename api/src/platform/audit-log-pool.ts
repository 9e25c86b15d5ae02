import pg from 'pg';
import type { Logger } from 'pino';

/**
 * The connections audit entries are written through (docs/architecture/permissions.md, Audit
 * log). Every change waits for its entry, so the entry must cost as little as can be:
 * - commits do not wait for the disk (`synchronous_commit = off`, a connection-time setting):
 *   the entry is visible at once and on disk within about 0.6 s;
 * - the connections are not reset between uses, unlike every other pool's (`CleanPool`): they
 *   only ever run `recordAudit`'s one statement with bound values, which leaves nothing on the
 *   session but that statement, prepared once and kept.
 */
export function createAuditLogPool(connectionString: string, log: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 5,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 5_000,
    application_name: 'atrium audit log',
    options: '-c synchronous_commit=off',
  });
  pool.on('error', (error) => log.warn({ err: error.message }, 'idle audit connection failed'));
  return pool;
}

import pg from 'pg';
import type { Logger } from 'pino';

export interface PoolSettings {
  /** Server-side limit for every statement, so a runaway query is really cancelled. */
  readonly statementTimeoutMs: number;
  readonly max?: number;
}

/**
 * A pool whose broken connections never crash the process: when Postgres goes away, idle clients
 * emit 'error', which we log; the next checkout simply fails (503) until it comes back.
 */
export function createPool(connectionString: string, settings: PoolSettings, log: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: settings.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    statement_timeout: settings.statementTimeoutMs,
    application_name: 'atrium',
  });
  pool.on('error', (error) => log.warn({ err: error.message }, 'idle database connection failed'));
  return pool;
}

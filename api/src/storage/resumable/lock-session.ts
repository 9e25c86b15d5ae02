import pg from 'pg';
import type { Logger } from 'pino';
import { CHECKOUT_TIMEOUT_MS } from '../../db/pool.js';
import type { LockSession } from './instances-locker.js';

/**
 * One connection of its own to the platform database (`pool`'s), opened at the first lock and
 * again after it breaks, so the upload locks it holds never take one of the pool's connections
 * for as long as an upload's request lasts.
 */
export function platformLockSession(pool: () => pg.Pool, log: Logger): LockSession {
  let opened: Promise<pg.Client> | undefined;
  const open = async () => {
    const client = new pg.Client({
      connectionString: pool().options.connectionString,
      application_name: 'atrium-upload-locks',
      connectionTimeoutMillis: CHECKOUT_TIMEOUT_MS,
    });
    client.on('error', (error) => {
      log.warn({ err: error.message }, 'storage: the upload locks’ connection broke');
      opened = undefined;
    });
    client.on('end', () => (opened = undefined));
    try {
      await client.connect();
    } catch (error) {
      opened = undefined;
      throw error;
    }
    return client;
  };
  return {
    client: () => (opened ??= open()),
    async close() {
      const closing = opened;
      opened = undefined;
      await (await closing?.catch(() => undefined))?.end();
    },
  };
}

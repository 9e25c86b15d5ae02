import pg from 'pg';
import type { Logger } from 'pino';
import type { AccessCache } from '../auth/access-cache.js';
import { restartDelay, type RestartBackoff } from '../postgres/restart-backoff.js';

/** The notice the platform database's triggers send on every change to who may do what. */
export const ACCESS_CHANGED_CHANNEL = 'atrium_access_changed';

const RECONNECT_BACKOFF: RestartBackoff = {
  firstDelayMs: 250,
  maxDelayMs: 10_000,
  healthyAfterMs: 0,
};

export interface AccessChangeListener {
  stop(): Promise<void>;
}

/**
 * Keeps `cache` hearing `atrium_access_changed`: a connection of its own (LISTEN needs a session
 * of its own, so not a pooled connection, and not through a transaction-mode pooler) that clears
 * the cache on every notice. When the connection is lost (Postgres restarting, a network fault,
 * `pg_terminate_backend`), the cache stops remembering at once, and the connection is made again
 * with back-off (0.25 s doubling to 10 s); notices sent meanwhile are lost, which is why the
 * cache starts over when it hears again.
 */
export async function listenForAccessChanges(
  connectionString: string,
  cache: AccessCache,
  log: Logger,
): Promise<AccessChangeListener> {
  let current: pg.Client | undefined;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const lost = (client: pg.Client, error?: unknown) => {
    if (client !== current || stopped) return;
    current = undefined;
    cache.setHearing(false);
    client.end().catch(() => undefined);
    const delay = restartDelay(failures++, RECONNECT_BACKOFF);
    log.warn(
      { err: error, retryInMs: delay },
      'lost the access-change notices; remembering nothing',
    );
    retry = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString, application_name: 'atrium access notices' });
    current = client;
    client.on('notification', () => cache.clear());
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${ACCESS_CHANGED_CHANNEL}`);
      if (client !== current || stopped) return;
      failures = 0;
      cache.setHearing(true);
    } catch (error) {
      lost(client, error);
    }
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      cache.setHearing(false);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

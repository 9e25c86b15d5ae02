import pg from 'pg';
import type { Logger } from 'pino';
import { restartDelay, type RestartBackoff } from '../postgres/restart-backoff.js';

const RECONNECT_BACKOFF: RestartBackoff = {
  firstDelayMs: 250,
  maxDelayMs: 10_000,
  healthyAfterMs: 0,
};

/** What one part of the instance hears from the platform database on one channel. */
export interface NoticeSubscriber {
  readonly channel: string;
  /** A notice arrived, with its payload (`''` when none). */
  notice(payload: string): void;
  /**
   * Whether notices are being heard. False at the start and from a lost connection until it is
   * made again: notices sent meanwhile are lost, so what depends on them must not be trusted.
   */
  hearing(heard: boolean): void;
}

export interface PlatformNotices {
  stop(): Promise<void>;
}

/**
 * One connection of the instance's own that LISTENs on every subscriber's channel and hands each
 * notice on (LISTEN needs a session of its own: not a pooled connection, and not through a
 * transaction-mode pooler). When the connection is lost (Postgres restarting, a network fault,
 * `pg_terminate_backend`), every subscriber hears so at once, and the connection is made again
 * with back-off (0.25 s doubling to 10 s).
 */
export async function listenForPlatformNotices(
  connectionString: string,
  subscribers: readonly NoticeSubscriber[],
  log: Logger,
): Promise<PlatformNotices> {
  let current: pg.Client | undefined;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const tell = (heard: boolean) => subscribers.forEach((s) => s.hearing(heard));

  const lost = (client: pg.Client, error?: unknown) => {
    if (client !== current || stopped) return;
    current = undefined;
    tell(false);
    client.end().catch(() => undefined);
    const delay = restartDelay(failures++, RECONNECT_BACKOFF);
    log.warn({ err: error, retryInMs: delay }, 'lost the platform notices; listening again soon');
    retry = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString, application_name: 'atrium notices' });
    current = client;
    client.on('notification', ({ channel, payload }) => {
      for (const s of subscribers) if (s.channel === channel) s.notice(payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of new Set(subscribers.map((s) => s.channel))) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      if (client !== current || stopped) return;
      failures = 0;
      tell(true);
    } catch (error) {
      lost(client, error);
    }
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      tell(false);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

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
  /**
   * Adds `subscriber` on the one connection (LISTENing on its channel if it is new); it hears
   * `hearing(true)` once its channel is listened to. Answers its removal.
   */
  subscribe(subscriber: NoticeSubscriber): Promise<() => void>;
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
  initialSubscribers: readonly NoticeSubscriber[],
  log: Logger,
): Promise<PlatformNotices> {
  const subscribers = [...initialSubscribers];
  let current: pg.Client | undefined;
  /** The connection, once it listens on every channel subscribed to when it connected. */
  let listening: pg.Client | undefined;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const unheard = (listened: ReadonlySet<string>) =>
    subscribers.find((s) => !listened.has(s.channel))?.channel;
  const tell = (heard: boolean) => subscribers.forEach((s) => s.hearing(heard));

  const lost = (client: pg.Client, error?: unknown) => {
    if (client !== current || stopped) return;
    current = undefined;
    listening = undefined;
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
      // Until every channel is listened to: subscribers may join while this connects.
      const listened = new Set<string>();
      for (let next = unheard(listened); next; next = unheard(listened)) {
        await client.query(`LISTEN ${pg.escapeIdentifier(next)}`);
        listened.add(next);
      }
      if (client !== current || stopped) return;
      failures = 0;
      listening = client;
      tell(true);
    } catch (error) {
      lost(client, error);
    }
  };

  // One subscription at a time, so a second subscriber of a new channel waits for its LISTEN.
  let subscribing = Promise.resolve();
  const add = async (subscriber: NoticeSubscriber) => {
    const isNew = !subscribers.some((s) => s.channel === subscriber.channel);
    subscribers.push(subscriber);
    const unsubscribe = () => {
      const at = subscribers.indexOf(subscriber);
      if (at >= 0) subscribers.splice(at, 1);
    };
    const client = listening;
    if (!client) return unsubscribe; // told at the next connection, with the others
    try {
      if (isNew) await client.query(`LISTEN ${pg.escapeIdentifier(subscriber.channel)}`);
      if (client === listening) subscriber.hearing(true);
    } catch (error) {
      lost(client, error);
    }
    return unsubscribe;
  };

  await connect();
  return {
    subscribe(subscriber) {
      const added = subscribing.then(() => add(subscriber));
      subscribing = added.then(() => undefined);
      return added;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      tell(false);
      const client = current;
      current = undefined;
      listening = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

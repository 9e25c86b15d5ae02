import type pg from 'pg';
import type { PlatformNotices } from '../platform/index.js';

/**
 * A module's notices: Postgres LISTEN/NOTIFY on the platform database, heard through the
 * instance's one listening connection. Names are the module's own: `cache-cleared` of module
 * `hello` is channel `hello:cache-cleared`, so a module neither hears nor sends core's notices or
 * another module's. A notice sent meanwhile a connection is lost is not heard.
 */
export interface ModuleNotices {
  /** Calls `onNotice` with each notice sent on `name`, by any instance; answers its removal. */
  listen(name: string, onNotice: (payload: string) => void): Promise<() => void>;
  /** Sends `payload` (at most 7900 bytes) to every instance listening on `name`, this one too. */
  notify(name: string, payload?: string): Promise<void>;
}

/** A notice's name: lower-case letters, digits, dashes and underscores, starting with a letter. */
const NAME = /^[a-z][a-z0-9_-]{0,20}$/;
/** Postgres refuses a notice of 8000 bytes or more; room is left for the channel. */
const MAX_PAYLOAD_BYTES = 7900;

export function moduleNotices(
  moduleId: string,
  platform: pg.Pool,
  notices: PlatformNotices,
): ModuleNotices {
  const channel = (name: string) => {
    if (typeof name !== 'string' || !NAME.test(name)) {
      throw new Error(
        `module ${moduleId}: notice name ${JSON.stringify(name)} must be lower-case letters, digits, dashes or underscores, starting with a letter (at most 21)`,
      );
    }
    return `${moduleId}:${name}`;
  };
  return Object.freeze({
    listen: async (name: string, onNotice: (payload: string) => void) =>
      notices.subscribe({ channel: channel(name), notice: onNotice, hearing: () => undefined }),
    async notify(name: string, payload = '') {
      const on = channel(name);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(
          `module ${moduleId}: a notice's payload is at most ${MAX_PAYLOAD_BYTES} bytes`,
        );
      }
      await platform.query('SELECT pg_notify($1, $2)', [on, payload]);
    },
  });
}

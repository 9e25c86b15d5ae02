import { MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * tus's answer to a request for an upload another instance is working on: 423 Locked, which
 * tus clients retry after a pause (by then the other instance's request has ended).
 */
export const UPLOAD_LOCKED = { status_code: 423, body: 'file is locked\n' } as const;

/** A session of the platform database that holds this instance's upload locks. */
export interface LockSession {
  /** Answers the open session, opening one if there is none (or the last one broke). */
  client(): Promise<Pick<pg.Client, 'query'>>;
  close(): Promise<void>;
}

/**
 * The locks on unfinished uploads, across every instance sharing the platform database: first
 * tus's memory locker on this instance (a new request for an upload makes the one holding it let
 * go, as tus wants), then a session advisory lock in the platform database, keyed by the upload
 * id, held on one connection of this instance (`LockSession`). An upload another instance holds
 * is answered `UPLOAD_LOCKED` at once, never waited for: tus clients retry, and waiting would
 * hold this request while the other is still writing. A connection that breaks drops its locks
 * with it (Postgres frees a session's locks), as a crashed instance's are.
 */
export class InstancesLocker implements Locker {
  private readonly local = new MemoryLocker();

  constructor(
    private readonly session: LockSession,
    private readonly log: Logger,
  ) {}

  newLock(id: string): Lock {
    const local = this.local.newLock(id);
    const { session, log } = this;
    return {
      async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
        await local.lock(signal, requestRelease);
        let locked: boolean;
        try {
          const client = await session.client();
          const { rows } = await client.query<{ locked: boolean }>(
            'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
            [uploadLockName(id)],
          );
          locked = rows[0]?.locked === true;
        } catch (error) {
          await local.unlock();
          throw error;
        }
        if (!locked) {
          await local.unlock();
          throw UPLOAD_LOCKED;
        }
      },
      async unlock(): Promise<void> {
        try {
          const client = await session.client();
          await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [
            uploadLockName(id),
          ]);
        } catch (error) {
          // A session that broke has dropped the lock already.
          log.warn({ err: error, upload: id }, 'storage: upload lock not released');
        } finally {
          await local.unlock();
        }
      },
    };
  }
}

/** The advisory lock's name: its own space, so no other lock of the platform database shares it. */
const uploadLockName = (id: string) => `atrium.storage.tus:${id}`;

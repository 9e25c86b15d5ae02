import type pg from 'pg';

/** The advisory-lock space of project provisioning and deletion ('atrp'), beside the project id. */
const PROJECT_LOCK_SPACE = 0x61747270;

/**
 * Runs `work` holding the project's session advisory lock in the platform database, so that two
 * API instances never provision, or provision and delete, the same project at once. The lock is
 * the session's: an instance that dies mid-way drops it with its connection, and the project can
 * be resumed. `'try'` gives up at once (undefined) when another session holds it; `'wait'` waits.
 */
export async function withProjectLock<T>(
  platform: pg.Pool,
  projectId: string,
  mode: 'try' | 'wait',
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T | undefined> {
  const client = await platform.connect();
  let broken: Error | undefined;
  try {
    if (mode === 'wait') {
      await client.query('SELECT pg_advisory_lock($1::int, $2::int)', [
        PROJECT_LOCK_SPACE,
        projectId,
      ]);
    } else {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1::int, $2::int) AS locked',
        [PROJECT_LOCK_SPACE, projectId],
      );
      if (!rows[0]?.locked) return undefined;
    }
    try {
      return await work(client);
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1::int, $2::int)', [PROJECT_LOCK_SPACE, projectId])
        .catch((error: Error) => (broken = error));
    }
  } finally {
    // A connection that could not unlock is closed, not pooled: closing it frees the lock.
    client.release(broken);
  }
}

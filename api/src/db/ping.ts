import type { Queryable } from './queryable.js';

/** Asks the database for the simplest answer: it throws when the database cannot give one. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

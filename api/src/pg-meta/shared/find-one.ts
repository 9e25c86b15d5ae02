import type pg from 'pg';
import { notFound } from '../../http/api-error.js';
import type { BoundQuery } from './sql-params.js';

/** Where a lookup may run: the pool, or a transaction's connection. */
export type Db = pg.Pool | pg.ClientBase;

/** The first row `query` returns, or 404 with `missing` as the message. */
export async function findOne<T extends pg.QueryResultRow>(
  db: Db,
  query: BoundQuery,
  missing: string,
): Promise<T> {
  const row = (await db.query<T>(query.text, [...query.values])).rows[0];
  if (!row) throw notFound(missing);
  return row;
}

import type pg from 'pg';
import type { Queryable } from '../../db/queryable.js';
import { notFound } from '../../http/api-error.js';
import type { BoundQuery } from './sql-params.js';

/** The first row `query` returns, or 404 with `missing` as the message. */
export async function findOne<T extends pg.QueryResultRow>(
  db: Queryable,
  query: BoundQuery,
  missing: string,
): Promise<T> {
  const row = (await db.query<T>(query.text, [...query.values])).rows[0];
  if (!row) throw notFound(missing);
  return row;
}

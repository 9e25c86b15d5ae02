import type { Queryable } from '../../db/queryable.js';
import { notFound } from '../../http/api-error.js';
import type { BoundQuery } from '../shared/sql-params.js';

/** A table or column a grant names, resolved in one query for the whole request. */
export interface Target {
  key: string;
  schema: string;
  table: string;
  column: string | null;
}

/** The tables named by `ids`, keyed by id. */
export function tableTargets(ids: readonly number[]): BoundQuery {
  return {
    text: `SELECT c.oid::text AS key, n.nspname AS schema, c.relname AS "table", NULL AS "column"
             FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE c.oid = ANY($1::oid[]) AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
    values: [ids],
  };
}

/** The columns named by `{table_id}.{ordinal}` ids, keyed by id. */
export function columnTargets(ids: readonly { tableId: number; ordinal: number }[]): BoundQuery {
  return {
    text: `SELECT c.oid::bigint || '.' || a.attnum AS key, n.nspname AS schema, c.relname AS "table",
                  a.attname AS "column"
             FROM unnest($1::oid[], $2::int2[]) AS k(relid, num)
             JOIN pg_attribute a ON a.attrelid = k.relid AND a.attnum = k.num AND NOT a.attisdropped
             JOIN pg_class c ON c.oid = a.attrelid
             JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE k.num > 0 AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
    values: [ids.map((id) => id.tableId), ids.map((id) => id.ordinal)],
  };
}

/** Runs a target query and checks every key was found, else 404. */
export async function resolveTargets(
  db: Queryable,
  query: BoundQuery,
  keys: readonly string[],
  what: string,
): Promise<Map<string, Target>> {
  const rows = (await db.query<Target>(query.text, [...query.values])).rows;
  const found = new Map(rows.map((row) => [row.key, row]));
  const missing = keys.find((key) => !found.has(key));
  if (missing !== undefined) throw notFound(`${what} with id ${missing} not found`);
  return found;
}

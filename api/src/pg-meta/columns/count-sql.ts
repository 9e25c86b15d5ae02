import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

/** How many columns one table has, as the tables screen links to them. */
export interface ColumnCount {
  table_id: number;
  count: number;
}

/** The column count of every ordinary and partitioned table of one schema (dropped ones aside). */
export function columnCounts(schema: string): BoundQuery {
  const params = new SqlParams();
  const text = `
    SELECT c.oid AS table_id,
           (SELECT count(*) FROM pg_attribute a
             WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped)::int AS count
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = ${params.add(schema)} AND c.relkind IN ('r', 'p')
     ORDER BY c.oid`;
  return { text, values: params.values };
}

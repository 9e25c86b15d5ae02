import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

/** A table's CHECK, UNIQUE or PRIMARY KEY constraint. */
export interface Constraint {
  id: number;
  name: string;
  type: 'CHECK' | 'UNIQUE' | 'PRIMARY KEY';
  table_id: number;
  schema: string;
  table: string;
  columns: string[];
  definition: string;
}

const SELECT = `
  SELECT k.oid AS id, k.conname AS name,
         CASE k.contype WHEN 'c' THEN 'CHECK' WHEN 'u' THEN 'UNIQUE' ELSE 'PRIMARY KEY' END AS type,
         k.conrelid AS table_id, n.nspname AS schema, c.relname AS "table",
         ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY AS u(num, i)
                 JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.num
                ORDER BY u.i) AS columns,
         pg_get_constraintdef(k.oid, true) AS definition
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE k.contype IN ('c', 'u', 'p')`;

export function listConstraints(list: ListParams & { table_id?: number }): BoundQuery {
  const params = new SqlParams();
  const table = list.table_id !== undefined ? ` AND k.conrelid = ${params.add(list.table_id)}` : '';
  const text = `${SELECT}${table}${schemaConditions('n.nspname', list, params)} ORDER BY n.nspname, c.relname, k.conname${paging(list, params)}`;
  return { text, values: params.values };
}

import { quoteIdent } from '../../sql/quote.js';
import { qualified, type TableName } from '../columns/sql.js';
import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

export const INDEX_METHODS = ['btree', 'hash', 'gin', 'gist', 'brin'] as const;
export type IndexMethod = (typeof INDEX_METHODS)[number];

/** An index as the API returns it. */
export interface Index {
  id: number;
  table_id: number;
  schema: string;
  table: string;
  name: string;
  columns: string[];
  is_unique: boolean;
  is_primary: boolean;
  access_method: string;
  definition: string;
  /** False while a concurrent build runs, and after one failed: the planner does not use it. */
  is_valid: boolean;
  /** The index's size on disk, as `pg_size_pretty` spells it. */
  size: string;
  /** Index scans since statistics were last reset; 0 marks an index nothing has used. */
  idx_scan: number;
}

const SELECT = `
  SELECT i.indexrelid AS id, i.indrelid AS table_id, n.nspname AS schema,
         c.relname AS "table", ic.relname AS name,
         ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true)
                 FROM generate_series(1, i.indnkeyatts) AS k ORDER BY k) AS columns,
         i.indisunique AS is_unique, i.indisprimary AS is_primary, am.amname AS access_method,
         pg_get_indexdef(i.indexrelid) AS definition, i.indisvalid AS is_valid,
         pg_size_pretty(pg_relation_size(i.indexrelid)) AS size,
         COALESCE(s.idx_scan, 0)::float8 AS idx_scan
    FROM pg_index i
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_am am ON am.oid = ic.relam
    LEFT JOIN pg_stat_all_indexes s ON s.indexrelid = i.indexrelid
   WHERE true`;

export function listIndexes(list: ListParams & { table_id?: number }): BoundQuery {
  const params = new SqlParams();
  const table = list.table_id !== undefined ? ` AND i.indrelid = ${params.add(list.table_id)}` : '';
  const text = `${SELECT}${table}${schemaConditions('n.nspname', list, params)} ORDER BY n.nspname, c.relname, ic.relname${paging(list, params)}`;
  return { text, values: params.values };
}

export function getIndex(id: number): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND i.indexrelid = ${params.add(id)}`, values: params.values };
}

/** The oids of a table's indexes, to find the one a statement has just created. */
export function indexIds(tableId: number): BoundQuery {
  return {
    text: 'SELECT indexrelid AS id FROM pg_index WHERE indrelid = $1',
    values: [tableId],
  };
}

/**
 * The indexes of a table that are not in `before` and not valid: what a failed
 * `CREATE INDEX CONCURRENTLY` left behind, and nothing that existed before it ran.
 */
export function invalidIndexesSince(tableId: number, before: readonly number[]): BoundQuery {
  return {
    text: `SELECT n.nspname AS schema, c.relname AS name
             FROM pg_index i
             JOIN pg_class c ON c.oid = i.indexrelid
             JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE i.indrelid = $1 AND NOT i.indisvalid AND i.indexrelid <> ALL($2::oid[])`,
    values: [tableId, before],
  };
}

export interface NewIndex {
  name?: string;
  columns: readonly string[];
  method?: IndexMethod;
  unique?: boolean;
  /** Builds without blocking writes to the table; cannot run inside a transaction. */
  concurrently?: boolean;
}

export function createIndex(table: TableName, index: NewIndex): string {
  const name = index.name ? ` ${quoteIdent(index.name)}` : '';
  const concurrently = index.concurrently ? ' CONCURRENTLY' : '';
  return (
    `CREATE${index.unique ? ' UNIQUE' : ''} INDEX${concurrently}${name} ON ${qualified(table)}` +
    ` USING ${index.method ?? 'btree'} (${index.columns.map(quoteIdent).join(', ')})`
  );
}

export function dropIndex(schema: string, name: string, cascade: boolean): string {
  return `DROP INDEX ${quoteIdent(schema)}.${quoteIdent(name)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
}

/** Drops what a failed concurrent build left, without locking the table against writes. */
export function dropInvalidIndex(schema: string, name: string): string {
  return `DROP INDEX CONCURRENTLY IF EXISTS ${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** Lifts Postgres's own statement limit for the session (reset when the connection is returned). */
export const NO_STATEMENT_TIMEOUT = 'SET statement_timeout = 0';

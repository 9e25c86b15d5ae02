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
}

const SELECT = `
  SELECT i.indexrelid AS id, i.indrelid AS table_id, n.nspname AS schema,
         c.relname AS "table", ic.relname AS name,
         ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true)
                 FROM generate_series(1, i.indnkeyatts) AS k ORDER BY k) AS columns,
         i.indisunique AS is_unique, i.indisprimary AS is_primary, am.amname AS access_method,
         pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_am am ON am.oid = ic.relam
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

export interface NewIndex {
  name?: string;
  columns: readonly string[];
  method?: IndexMethod;
  unique?: boolean;
}

export function createIndex(table: TableName, index: NewIndex): string {
  const name = index.name ? ` ${quoteIdent(index.name)}` : '';
  return (
    `CREATE${index.unique ? ' UNIQUE' : ''} INDEX${name} ON ${qualified(table)}` +
    ` USING ${index.method ?? 'btree'} (${index.columns.map(quoteIdent).join(', ')})`
  );
}

export function dropIndex(schema: string, name: string, cascade: boolean): string {
  return `DROP INDEX ${quoteIdent(schema)}.${quoteIdent(name)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
}

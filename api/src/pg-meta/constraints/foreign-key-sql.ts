import { quoteIdent } from '../../sql/quote.js';
import { qualified, type TableName } from '../columns/sql.js';
import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

/** The spec's words for what a foreign key does on delete or update. */
export const FK_ACTIONS = ['cascade', 'restrict', 'set default', 'set NULL', 'no action'] as const;
export type FkAction = (typeof FK_ACTIONS)[number];

/** A foreign key as the API returns it (spec 001 'Foreign key constraint'). */
export interface ForeignKey {
  id: number;
  constraint_name: string;
  deletion_action: FkAction;
  update_action: FkAction;
  source_id: number;
  source_schema: string;
  source_table: string;
  source_columns: string[];
  target_id: number;
  target_schema: string;
  target_table: string;
  target_columns: string[];
}

const action = (column: string) =>
  `CASE ${column} WHEN 'c' THEN 'cascade' WHEN 'r' THEN 'restrict' WHEN 'd' THEN 'set default'
     WHEN 'n' THEN 'set NULL' ELSE 'no action' END`;

const columnNames = (keys: string, table: string) =>
  `ARRAY(SELECT a.attname::text FROM unnest(${keys}) WITH ORDINALITY AS u(num, i)
           JOIN pg_attribute a ON a.attrelid = ${table} AND a.attnum = u.num ORDER BY u.i)`;

const SELECT = `
  SELECT k.oid AS id, k.conname AS constraint_name,
         ${action('k.confdeltype')} AS deletion_action, ${action('k.confupdtype')} AS update_action,
         k.conrelid AS source_id, sn.nspname AS source_schema, sc.relname AS source_table,
         ${columnNames('k.conkey', 'k.conrelid')} AS source_columns,
         k.confrelid AS target_id, tn.nspname AS target_schema, tc.relname AS target_table,
         ${columnNames('k.confkey', 'k.confrelid')} AS target_columns
    FROM pg_constraint k
    JOIN pg_class sc ON sc.oid = k.conrelid
    JOIN pg_namespace sn ON sn.oid = sc.relnamespace
    JOIN pg_class tc ON tc.oid = k.confrelid
    JOIN pg_namespace tn ON tn.oid = tc.relnamespace
   WHERE k.contype = 'f'`;

/** Foreign keys, filtered by the source table's schema, and by `table_id` on either end. */
export function listForeignKeys(list: ListParams & { table_id?: number }): BoundQuery {
  const params = new SqlParams();
  const table =
    list.table_id !== undefined
      ? ` AND ${params.add(list.table_id)} IN (k.conrelid, k.confrelid)`
      : '';
  const text = `${SELECT}${table}${schemaConditions('sn.nspname', list, params)} ORDER BY sn.nspname, sc.relname, k.conname${paging(list, params)}`;
  return { text, values: params.values };
}

export function getForeignKey(id: number): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND k.oid = ${params.add(id)}`, values: params.values };
}

/** The oids of a table's foreign keys, to find the one a statement has just added. */
export function foreignKeyIds(tableId: number): BoundQuery {
  return {
    text: `SELECT oid AS id FROM pg_constraint WHERE conrelid = $1 AND contype = 'f'`,
    values: [tableId],
  };
}

export interface NewForeignKey {
  constraint_name?: string;
  source_columns: readonly string[];
  target_columns: readonly string[];
  deletion_action?: FkAction;
  update_action?: FkAction;
}

const columnList = (columns: readonly string[]) => columns.map(quoteIdent).join(', ');

export function addForeignKey(source: TableName, target: TableName, fk: NewForeignKey): string {
  const name = fk.constraint_name ? ` CONSTRAINT ${quoteIdent(fk.constraint_name)}` : '';
  return (
    `ALTER TABLE ${qualified(source)} ADD${name} FOREIGN KEY (${columnList(fk.source_columns)})` +
    ` REFERENCES ${qualified(target)} (${columnList(fk.target_columns)})` +
    ` ON DELETE ${(fk.deletion_action ?? 'no action').toUpperCase()}` +
    ` ON UPDATE ${(fk.update_action ?? 'no action').toUpperCase()}`
  );
}

export function dropConstraint(table: TableName, name: string, cascade: boolean): string {
  return `ALTER TABLE ${qualified(table)} DROP CONSTRAINT ${quoteIdent(name)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
}

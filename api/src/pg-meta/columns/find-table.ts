import type pg from 'pg';
import { notFound } from '../../http/api-error.js';
import { getTableName, type TableName } from './sql.js';

/** A table's schema and name by oid, or 404. */
export async function findTable(pool: pg.Pool, tableId: number): Promise<TableName> {
  const { text, values } = getTableName(tableId);
  const table = (await pool.query<TableName>(text, [...values])).rows[0];
  if (!table) throw notFound(`Table with id ${tableId} not found`);
  return table;
}

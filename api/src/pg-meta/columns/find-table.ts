import type { Queryable } from '../../db/queryable.js';
import { findOne } from '../shared/find-one.js';
import { getTableName, type TableName } from './sql.js';

/** A table's schema and name by oid, or 404. */
export const findTable = (db: Queryable, tableId: number): Promise<TableName> =>
  findOne<TableName>(db, getTableName(tableId), `Table with id ${tableId} not found`);

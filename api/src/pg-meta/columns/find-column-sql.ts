import type { Queryable } from '../../db/queryable.js';
import { findOne } from '../shared/find-one.js';
import { selectColumns, type Column } from '../shared/columns-query.js';
import { columnConstraints, type CurrentColumn } from './sql.js';

/** A column by its table's oid and its ordinal position, or 404. */
export const findColumn = (db: Queryable, tableId: number, ordinal: number): Promise<Column> =>
  findOne<Column>(
    db,
    selectColumns({ tableId, ordinal }),
    `Column with id ${tableId}.${ordinal} not found`,
  );

/** A column by its table's oid and its name, or 404: what a create reads back. */
export async function findColumnByName(
  db: Queryable,
  tableId: number,
  name: string,
): Promise<Column> {
  const { attnum } = await findOne<{ attnum: number }>(
    db,
    {
      text: 'SELECT attnum::int FROM pg_attribute WHERE attrelid = $1 AND attname = $2',
      values: [tableId, name],
    },
    `Column ${name} of table ${tableId} not found`,
  );
  return findColumn(db, tableId, attnum);
}

/** The column as the alter builder needs it: with its single-column UNIQUE and CHECK constraints. */
export async function currentColumn(db: Queryable, column: Column): Promise<CurrentColumn> {
  const { text, values } = columnConstraints(column.table_id, column.ordinal_position);
  const constraints = (await db.query<{ name: string; type: string }>(text, [...values])).rows;
  const named = (type: string) => constraints.filter((k) => k.type === type).map((k) => k.name);
  return { ...column, uniqueConstraints: named('u'), checkConstraints: named('c') };
}

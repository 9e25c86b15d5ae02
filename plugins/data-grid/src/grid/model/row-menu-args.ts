import type { RowMenuArgs, TableRef } from '../../contracts.js';
import type { Row } from '../../data/rows-queries.js';

/**
 * What a row-menu entry's handler receives: the row, its table, and the row's primary key
 * (column to value, in key order), so a handler can find the row again without guessing which
 * columns identify it; undefined when the table has no primary key.
 */
export function rowMenuArgs(
  row: Row,
  table: TableRef,
  primaryKeys: readonly string[],
): RowMenuArgs {
  const primaryKey =
    primaryKeys.length === 0
      ? undefined
      : Object.fromEntries(primaryKeys.map((column) => [column, row[column]]));
  return { row, table, primaryKey };
}

import type { Impersonation } from './impersonation.js';
import type { PrimaryKey, Row, RowsQueries } from '../../data/rows-queries.js';

/**
 * The row with every value whole: the page cuts long values (10,240 characters and '...'), so a
 * form filled from the page would show, and save, the cut copy. Each cut column is loaded by
 * primary key, as the cell's own 'Load full value' does.
 */
export async function loadWholeRow(
  api: Pick<RowsQueries, 'fullValue'>,
  row: Row,
  cutColumns: readonly string[],
  primaryKey: PrimaryKey,
  impersonation?: Impersonation,
): Promise<Row> {
  const whole = await Promise.all(
    cutColumns.map(async (column) => {
      const { value } = await api.fullValue(column, primaryKey, impersonation);
      return [column, value] as const;
    }),
  );
  return { ...row, ...Object.fromEntries(whole) };
}

import { quoteIdent } from '../../sql/quote.js';
import type { RowColumn } from './relation-sql.js';

/** Cells longer than this many characters are cut on the server (spec: 'Load full value'). */
export const CELL_TEXT_LIMIT = 10_240;
export const TRUNCATION_MARK = '...';

/**
 * The column's text through its type's output function: what psql and the CSV export print.
 * Not `::text`, which for inet is another function (`10.0.1.1/32` where the output is `10.0.1.1`).
 * `format` prints NULL as '', so callers that must keep NULL guard it.
 */
const printed = (column: RowColumn) => `format('%s', ${quoteIdent(column.name)})`;

/** The column's value as jsonb, typed as its `shape` says (see `JsonShape`). */
export function jsonValue(column: RowColumn): string {
  const name = quoteIdent(column.name);
  switch (column.shape) {
    case 'native':
      return `to_jsonb(${name})`;
    case 'text[]':
      // An array's output prints each element with its own output; read back as text[].
      return `to_jsonb(${name}::text::text[])`;
    case 'text':
      return `CASE WHEN ${name} IS NULL THEN NULL ELSE to_jsonb(${printed(column)}) END`;
  }
}

const isLong = (column: RowColumn) => `length(${printed(column)}) > ${CELL_TEXT_LIMIT}`;

/**
 * The column's value as jsonb, or, when its text is longer than the limit, its first characters
 * and an ellipsis as a string. Cut in SQL so a huge cell never leaves the database whole.
 */
export function truncatedJsonValue(column: RowColumn): string {
  return (
    `CASE WHEN ${isLong(column)} ` +
    `THEN to_jsonb(left(${printed(column)}, ${CELL_TEXT_LIMIT}) || '${TRUNCATION_MARK}') ` +
    `ELSE ${jsonValue(column)} END`
  );
}

/** An int[] of the (0-based) positions of the columns cut in this row. */
export function truncatedPositions(columns: readonly RowColumn[]): string {
  if (columns.length === 0) return `'{}'::int[]`;
  const flags = columns.map((c, i) => `CASE WHEN ${isLong(c)} THEN ${i} END`);
  return `array_remove(ARRAY[${flags.join(', ')}]::int[], NULL)`;
}

import type { Row } from '../../data/rows-queries.js';

/**
 * The selected rows as one `in` filter on a single-column primary key, so their export streams
 * from the server whole (the grid only holds values cut at 10 KB). Undefined when the key is
 * composite, absent, or a value holds a comma (the `in` list's separator).
 */
export function selectionFilter(rows: readonly Row[], primaryKey: readonly string[]) {
  if (primaryKey.length !== 1 || rows.length === 0) return undefined;
  const column = primaryKey[0]!;
  const values = rows.map((row) => row[column]);
  if (values.some((value) => value === null || value === undefined)) return undefined;
  const texts = values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  if (texts.some((text) => text.includes(','))) return undefined;
  return `${column}:in:${texts.join(',')}`;
}

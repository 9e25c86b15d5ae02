import { quoteLiteral } from '../../sql/quote.js';

/**
 * Where a builder puts a value: `SqlParams` binds it (`$1`), `InlineLiterals` quotes it. Builders
 * take either, so the grid's query and the CSV export are the same SQL.
 */
export interface Placeholders {
  add(value: unknown): string;
}

/**
 * For `COPY (query) TO STDOUT`, which cannot take bound parameters: every value becomes a string
 * literal through `quoteLiteral`, the one tested quoting function. Builders only ever hand it text
 * (filter values are cast to the column's type in SQL), so nothing else needs quoting.
 */
export class InlineLiterals implements Placeholders {
  add(value: unknown): string {
    if (typeof value !== 'string') throw new TypeError('Only text values can be inlined');
    return quoteLiteral(value);
  }
}

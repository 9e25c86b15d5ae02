import { badRequest } from '../../http/api-error.js';
import { quoteIdent } from '../../sql/quote.js';
import type { Placeholders } from './placeholders.js';
import type { KeyValues } from './primary-key.js';
import { columnNamed, type Relation } from './relation-sql.js';
import type { Sort } from './sorts.js';
import { typed } from './where.js';

/**
 * A page found by its neighbour's primary key instead of an offset: the rows just after the
 * previous page's last key, or just before the next page's first. Postgres seeks to the key
 * through the index, where an OFFSET walks every row it skips (277 ms at 5,000,000 of 10,000,000
 * rows; tests/bench/table-rows.bench.mts).
 */
export interface Keyset {
  readonly direction: 'after' | 'before';
  readonly key: KeyValues;
}

/** Refuses a keyset the table cannot page by: it needs the key's own order and the whole key. */
export function checkKeyset(relation: Relation, keyset: Keyset, sorts: readonly Sort[]): void {
  if (relation.primaryKey.length === 0) {
    throw badRequest('Paging by key needs a table with a primary key', 'invalid_keyset');
  }
  if (sorts.length > 0) {
    throw badRequest('Paging by key follows the primary key: remove the sorts', 'invalid_keyset');
  }
  const given = Object.keys(keyset.key);
  const exact =
    given.length === relation.primaryKey.length &&
    relation.primaryKey.every((column) => given.includes(column));
  if (!exact) {
    throw badRequest(
      `${keyset.direction} needs exactly the columns ${relation.primaryKey.map((c) => `"${c}"`).join(', ')}`,
      'invalid_keyset',
    );
  }
}

/** A key value as the text Postgres casts to the column's type (as filter values are). */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `(pk...) > (...)` or `<`: a row comparison the primary key's index answers by seeking. */
export function keysetCondition(relation: Relation, keyset: Keyset, params: Placeholders): string {
  const columns = relation.primaryKey.map((name) => columnNamed(relation, name));
  const left = columns.map((c) => quoteIdent(c.name)).join(', ');
  const right = columns.map((c) => typed(c, asText(keyset.key[c.name]), params)).join(', ');
  return `(${left}) ${keyset.direction === 'after' ? '>' : '<'} (${right})`;
}

/** ` ORDER BY` the key, backwards for `before` (the page is then put back in order). */
export const keysetOrder = (relation: Relation, keyset: Keyset) =>
  ` ORDER BY ${relation.primaryKey
    .map((c) => `${quoteIdent(c)}${keyset.direction === 'before' ? ' DESC' : ''}`)
    .join(', ')}`;

import { badRequest } from '../../http/api-error.js';
import { quoteIdent } from '../../sql/quote.js';
import { columnNamed, type Relation } from './relation.js';

export interface Sort {
  readonly column: string;
  readonly ascending: boolean;
  readonly nullsFirst: boolean;
}

const SORT = /^(.+):(asc|desc)(?::(nullsfirst|nullslast))?$/;

/** Parses `column:asc|desc[:nullsfirst]`; nulls go last unless asked (spec section 7). */
export function parseSort(text: string): Sort {
  const match = SORT.exec(text);
  if (!match) {
    throw badRequest(
      `Invalid sort "${text}": expected column:asc or column:desc, optionally :nullsfirst`,
      'invalid_sort',
    );
  }
  return {
    column: match[1]!,
    ascending: match[2] === 'asc',
    nullsFirst: match[3] === 'nullsfirst',
  };
}

/**
 * ` ORDER BY ...`: the sorts given, then the primary key columns they do not already name, so rows
 * that tie still come in one order and pages neither repeat nor skip rows. Without sorts, the
 * primary key alone; '' when there is neither.
 */
export function orderByClause(relation: Relation, sorts: readonly Sort[]): string {
  const sorted = sorts.map((s) => columnNamed(relation, s.column).name);
  const terms = [
    ...sorts.map(
      (s, i) =>
        `${quoteIdent(sorted[i]!)} ${s.ascending ? 'ASC' : 'DESC'} NULLS ${s.nullsFirst ? 'FIRST' : 'LAST'}`,
    ),
    ...relation.primaryKey.filter((c) => !sorted.includes(c)).map(quoteIdent),
  ];
  return terms.length > 0 ? ` ORDER BY ${terms.join(', ')}` : '';
}

import { parseSort as readSort, type Sort } from '@atrium/common/filters';
import { badRequest } from '../../http/api-error.js';
import { quoteIdent } from '../../sql/quote.js';
import { columnNamed, type Relation } from './relation-sql.js';

export type { Sort } from '@atrium/common/filters';

/** Parses `column:asc|desc[:nullsfirst|:nullslast]` in the shared format, or answers 400. */
export function parseSort(text: string): Sort {
  const sort = readSort(text);
  if (!sort) {
    throw badRequest(
      `Invalid sort "${text}": expected column:asc or column:desc, optionally :nullsfirst or :nullslast`,
      'invalid_sort',
    );
  }
  return sort;
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

import { badRequest } from '../../http/api-error.js';
import { quoteIdent } from '../../sql/quote.js';
import type { Filter } from './filters.js';
import type { Placeholders } from './placeholders.js';
import { columnNamed, type Relation, type RowColumn } from './relation-sql.js';

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', lt: '<', gte: '>=', lte: '<=' } as const;
const IS_VALUES: Record<string, string> = {
  null: 'IS NULL',
  'not null': 'IS NOT NULL',
  true: 'IS TRUE',
  false: 'IS FALSE',
};

/**
 * A value compared with a column: bound as text and cast to the column's type in SQL, so `gt` on
 * an integer compares numbers and a bad value is Postgres's own error.
 */
export const typed = (column: RowColumn, value: string, params: Placeholders) =>
  `${params.add(value)}::text::${column.type}`;

function condition(relation: Relation, filter: Filter, params: Placeholders): string {
  const column = columnNamed(relation, filter.column);
  const name = quoteIdent(column.name);
  switch (filter.operator) {
    case 'like':
    case 'ilike':
      // Pattern matching is on the text form, so it works on any column type.
      return `${name}::text ${filter.operator.toUpperCase()} ${params.add(filter.value)}`;
    case 'in': {
      const values = filter.value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
      if (values.length === 0) return 'false';
      return `${name} IN (${values.map((v) => typed(column, v, params)).join(', ')})`;
    }
    case 'is': {
      const test = IS_VALUES[filter.value.trim().toLowerCase()];
      if (!test) {
        throw badRequest(
          `Invalid filter value "${filter.value}" for is: expected null, not null, true or false`,
          'invalid_filter',
        );
      }
      return `${name} ${test}`;
    }
    default:
      return `${name} ${COMPARISONS[filter.operator]} ${typed(column, filter.value, params)}`;
  }
}

/** ` WHERE a AND b ...` for the filters (all must hold), or '' for none. */
export function whereClause(
  relation: Relation,
  filters: readonly Filter[],
  params: Placeholders,
): string {
  if (filters.length === 0) return '';
  return ` WHERE ${filters.map((f) => condition(relation, f, params)).join(' AND ')}`;
}

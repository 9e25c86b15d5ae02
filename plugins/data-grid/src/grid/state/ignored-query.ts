import {
  FILTER_OPERATORS,
  formatSort,
  parseFilter,
  parseSort,
  type Sort,
} from '@atrium/common/filters';

/** The filter and sort texts of a link that the grid could not read, as the link gave them. */
export interface IgnoredQuery {
  readonly filters: readonly string[];
  readonly sorts: readonly string[];
}

/** The texts `readGridQuery` leaves out, so the grid can say it did rather than drop them silently. */
export const ignoredQuery = (
  filters: readonly string[],
  sorts: readonly string[],
): IgnoredQuery => ({
  filters: filters.filter((text) => parseFilter(text) === undefined),
  sorts: sorts.filter((text) => parseSort(text) === undefined),
});

const quote = (text: string) => `“${text}”`;

/** Why one filter text was left out: an unknown operator, or not the `column:operator:value` form. */
export function ignoredFilterReason(text: string): string {
  const [, operator, ...value] = text.split(':');
  if (operator === undefined || value.length === 0)
    return `${quote(text)} is not of the form column:operator:value`;
  return `${quote(operator)} is not a filter operator (use ${FILTER_OPERATORS.join(', ')})`;
}

/** The sorts on columns the table does not have: read, but not for this table. */
export const sortsOnMissingColumns = (
  sorts: readonly Sort[],
  columns: readonly string[],
): readonly Sort[] => sorts.filter((sort) => !columns.includes(sort.column));

/**
 * What the grid says about a link's unreadable filters and sorts, and its sorts on columns the
 * table does not have; undefined when there are none.
 */
export function describeIgnored(
  { filters, sorts }: IgnoredQuery,
  missingColumnSorts: readonly Sort[] = [],
): string | undefined {
  const reasons = [
    ...filters.map((text) => `the filter ${quote(text)}: ${ignoredFilterReason(text)}`),
    ...sorts.map(
      (text) => `the sort ${quote(text)}: it is not of the form column:asc or column:desc`,
    ),
    ...missingColumnSorts.map(
      (sort) =>
        `the sort ${quote(formatSort(sort))}: the table has no column ${quote(sort.column)}`,
    ),
  ];
  if (reasons.length === 0) return undefined;
  return `Ignored ${reasons.join('; ')}.`;
}

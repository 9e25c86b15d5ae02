/**
 * The filter and sort format of the table editor's URL and of the table-rows API's `filter` and
 * `sort` parameters (spec sections 7 and 9). One module for both sides, so what the grid writes
 * is exactly what the server reads.
 */

/** The grid's filter operators (spec section 9), by their abbreviations. */
export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'lt',
  'gte',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** The values `is` accepts. */
export const IS_VALUES = ['null', 'not null', 'true', 'false'] as const;

export interface Filter {
  readonly column: string;
  readonly operator: FilterOperator;
  readonly value: string;
}

/** `column:op:value`. */
export const formatFilter = (filter: Filter) =>
  `${filter.column}:${filter.operator}:${filter.value}`;

/**
 * Reads `column:op:value`. The column is everything before the first `:op:` (past the first
 * character) whose op is a known operator, so a column named `a:b` still parses, and the value
 * keeps any further colons. Undefined when there is no such operator.
 */
export function parseFilter(text: string): Filter | undefined {
  for (let at = text.indexOf(':', 1); at !== -1; at = text.indexOf(':', at + 1)) {
    const operator = FILTER_OPERATORS.find((op) => text.startsWith(`${op}:`, at + 1));
    if (operator) {
      return {
        column: text.slice(0, at),
        operator,
        value: text.slice(at + operator.length + 2),
      };
    }
  }
  return undefined;
}

export interface Sort {
  readonly column: string;
  readonly ascending: boolean;
  /** Nulls come last unless asked otherwise (spec section 7). */
  readonly nullsFirst?: boolean;
}

/** `column:asc` or `column:desc`, then `:nullsfirst` when asked; nulls last is the default. */
export const formatSort = (sort: Sort) =>
  `${sort.column}:${sort.ascending ? 'asc' : 'desc'}${sort.nullsFirst ? ':nullsfirst' : ''}`;

const SORT = /^(.+):(asc|desc)(?::(nullsfirst|nullslast))?$/;

/**
 * Reads `column:asc|desc[:nullsfirst|:nullslast]` from the end, so a column name holding `:`
 * survives. Undefined when the text has another form.
 */
export function parseSort(text: string): Sort | undefined {
  const match = SORT.exec(text);
  if (!match) return undefined;
  return {
    column: match[1]!,
    ascending: match[2] === 'asc',
    nullsFirst: match[3] === 'nullsfirst',
  };
}

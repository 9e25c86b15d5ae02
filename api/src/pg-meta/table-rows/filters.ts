import { badRequest } from '../../http/api-error.js';

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

export interface Filter {
  readonly column: string;
  readonly operator: FilterOperator;
  readonly value: string;
}

/**
 * Parses `column:op:value`. The column is everything before the first `:op:` whose op is a known
 * operator, so column names holding `:` still work, and the value keeps any `:` it has.
 */
export function parseFilter(text: string): Filter {
  let found: { at: number; operator: FilterOperator } | undefined;
  for (const operator of FILTER_OPERATORS) {
    const at = text.indexOf(`:${operator}:`);
    if (at > 0 && (!found || at < found.at)) found = { at, operator };
  }
  if (!found) {
    throw badRequest(
      `Invalid filter "${text}": expected column:operator:value with operator one of ${FILTER_OPERATORS.join(', ')}`,
      'invalid_filter',
    );
  }
  return {
    column: text.slice(0, found.at),
    operator: found.operator,
    value: text.slice(found.at + found.operator.length + 2),
  };
}

/** A repeatable query parameter, as Hono's validator hands it over: absent, one, or several. */
export const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The filter operators of spec section 9, in the order the Filter popover lists them. */
export const filterOperators = [
  { op: 'eq', label: '=', description: 'equals' },
  { op: 'neq', label: '<>', description: 'not equal' },
  { op: 'gt', label: '>', description: 'greater than' },
  { op: 'lt', label: '<', description: 'less than' },
  { op: 'gte', label: '>=', description: 'greater than or equal' },
  { op: 'lte', label: '<=', description: 'less than or equal' },
  { op: 'like', label: '~~', description: 'like operator' },
  { op: 'ilike', label: '~~*', description: 'ilike operator' },
  { op: 'in', label: 'in', description: 'one of a list of values' },
  { op: 'is', label: 'is', description: 'checking for (null, not null, true, false)' },
] as const;

export type FilterOperator = (typeof filterOperators)[number]['op'];

/** The values `is` accepts. */
export const isValues = ['null', 'not null', 'true', 'false'] as const;

export interface Filter {
  readonly column: string;
  readonly operator: FilterOperator;
  readonly value: string;
}

const knownOperators: ReadonlySet<string> = new Set(filterOperators.map((o) => o.op));

/** `column:op:value`, the form of the URL and of the API's `filter` parameter. */
export const formatFilter = (filter: Filter) =>
  `${filter.column}:${filter.operator}:${filter.value}`;

/**
 * Reads `column:op:value`. The column is everything before the first `:{op}:` whose op is a known
 * operator, so a column named `a:b` still parses; the value keeps any further colons.
 */
export function parseFilter(text: string): Filter | undefined {
  const pattern = /:([a-z]+):/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (knownOperators.has(match[1]!)) {
      pattern.lastIndex = match.index + 1;
      if (match.index === 0) continue;
      return {
        column: text.slice(0, match.index),
        operator: match[1] as FilterOperator,
        value: text.slice(match.index + match[0].length),
      };
    }
    pattern.lastIndex = match.index + 1;
  }
  return undefined;
}

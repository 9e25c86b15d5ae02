import { FILTER_OPERATORS, parseFilter as readFilter, type Filter } from '@atrium/common/filters';
import { badRequest } from '../../http/api-error.js';

export { FILTER_OPERATORS, type Filter, type FilterOperator } from '@atrium/common/filters';

/** Parses `column:op:value` in the shared format (`@atrium/common/filters`), or answers 400. */
export function parseFilter(text: string): Filter {
  const filter = readFilter(text);
  if (!filter) {
    throw badRequest(
      `Invalid filter "${text}": expected column:operator:value with operator one of ${FILTER_OPERATORS.join(', ')}`,
      'invalid_filter',
    );
  }
  return filter;
}

/** A repeatable query parameter, as Hono's validator hands it over: absent, one, or several. */
export const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

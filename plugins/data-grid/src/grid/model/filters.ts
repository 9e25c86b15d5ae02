import type { FilterOperator } from '@atrium/common/filters';

/**
 * How the Filter popover names each operator of the shared format (`@atrium/common/filters`,
 * spec section 9), in the order it lists them. A Record, so a new operator cannot go unlabelled.
 */
const operatorLabels: Record<FilterOperator, { label: string; description: string }> = {
  eq: { label: '=', description: 'equals' },
  neq: { label: '<>', description: 'not equal' },
  gt: { label: '>', description: 'greater than' },
  lt: { label: '<', description: 'less than' },
  gte: { label: '>=', description: 'greater than or equal' },
  lte: { label: '<=', description: 'less than or equal' },
  like: { label: '~~', description: 'like operator' },
  ilike: { label: '~~*', description: 'ilike operator' },
  in: { label: 'in', description: 'one of a list of values' },
  is: { label: 'is', description: 'checking for (null, not null, true, false)' },
};

/** An operator as the spec lists it: its symbol, then its name when that differs (`~~ like`). */
const spelled = (op: string, symbol: string) => (symbol === op ? op : `${symbol} ${op}`);

export const filterOperators = Object.entries(operatorLabels).map(([op, text]) => ({
  op: op as FilterOperator,
  ...text,
  label: spelled(op, text.label),
}));

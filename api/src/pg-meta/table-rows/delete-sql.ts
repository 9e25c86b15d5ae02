import { badRequest } from '../../http/api-error.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import type { Filter } from './filters.js';
import { primaryKeyMatch, type KeyValues } from './primary-key.js';
import { qualifiedName, type Relation } from './relation-sql.js';
import { whereClause } from './where.js';

export const DELETE_NEEDS_FILTER = 'Deletes need a filter: refusing to delete every row';

export type RowsToDelete =
  { readonly primaryKeys: readonly KeyValues[] } | { readonly filters: readonly Filter[] };

/**
 * Deletes the rows with these primary keys, or every row matching the grid's filters (the same
 * WHERE as the grid's query). Never without one: truncate is the explicit way to empty a table.
 */
export function deleteRows(relation: Relation, target: RowsToDelete): BoundQuery {
  const params = new SqlParams();
  let where: string;
  if ('primaryKeys' in target) {
    if (target.primaryKeys.length === 0) throw badRequest(DELETE_NEEDS_FILTER, 'filter_required');
    where = ` WHERE ${primaryKeyMatch(relation, target.primaryKeys, params, 'Unable to delete rows as table has no primary keys')}`;
  } else {
    if (target.filters.length === 0) throw badRequest(DELETE_NEEDS_FILTER, 'filter_required');
    where = whereClause(relation, target.filters, params);
  }
  return { text: `DELETE FROM ${qualifiedName(relation)}${where}`, values: params.values };
}

import { badRequest } from '../../http/api-error.js';
import { quoteIdent } from '../../sql/quote.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import { assignedValue } from './assigned-value.js';
import type { RowValues } from './insert.js';
import { primaryKeyMatch, type KeyValues } from './primary-key.js';
import { columnNamed, qualifiedName, type Relation } from './relation-sql.js';
import { fullProjection } from './select-sql.js';

export const UPDATE_NEEDS_FILTER = 'Updates need a filter: refusing to update every row';

/**
 * Updates the row with this primary key, setting only the columns given, each read by its type
 * from its text (see `assignedValue`); returns it typed like the grid's.
 */
export function updateRow(relation: Relation, key: KeyValues, values: RowValues): BoundQuery {
  if (Object.keys(key).length === 0) throw badRequest(UPDATE_NEEDS_FILTER, 'filter_required');
  const names = Object.keys(values).filter((name) => values[name] !== undefined);
  if (names.length === 0)
    throw badRequest('Nothing to update: no values given', 'nothing_to_update');
  const params = new SqlParams();
  const assignments = names
    .map((name) => columnNamed(relation, name))
    .map((c) => `${quoteIdent(c.name)} = ${assignedValue(relation, c, values[c.name], params)}`);
  const table = qualifiedName(relation);
  const match = primaryKeyMatch(
    relation,
    [key],
    params,
    'Unable to update row as table has no primary keys',
  );
  return {
    text:
      `WITH updated AS (UPDATE ${table} SET ${assignments.join(', ')} ` +
      `WHERE ${match} RETURNING *) SELECT ${fullProjection(relation)} FROM updated`,
    values: params.values,
  };
}

import { badRequest } from '../../http/api-error.js';
import { quoteIdent } from '../../sql/quote.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import type { RowValues } from './insert.js';
import { primaryKeyMatch, type KeyValues } from './primary-key.js';
import { columnNamed, qualifiedName, type Relation } from './relation.js';
import { fullProjection } from './select.js';

export const UPDATE_NEEDS_FILTER = 'Updates need a filter: refusing to update every row';

/** Updates the row with this primary key from a JSON record; returns it typed like the grid's. */
export function updateRow(relation: Relation, key: KeyValues, values: RowValues): BoundQuery {
  if (Object.keys(key).length === 0) throw badRequest(UPDATE_NEEDS_FILTER, 'filter_required');
  const names = Object.keys(values).filter((name) => values[name] !== undefined);
  if (names.length === 0)
    throw badRequest('Nothing to update: no values given', 'nothing_to_update');
  const columns = names.map((name) => quoteIdent(columnNamed(relation, name).name)).join(', ');
  const params = new SqlParams();
  const table = qualifiedName(relation);
  const record = `json_populate_record(NULL::${table}, ${params.add(JSON.stringify(values))}::json)`;
  const match = primaryKeyMatch(
    relation,
    [key],
    params,
    'Unable to update row as table has no primary keys',
  );
  return {
    text:
      // A sub-SELECT assignment reads the same for one column as for many.
      `WITH updated AS (UPDATE ${table} SET (${columns}) = (SELECT ${columns} FROM ${record}) ` +
      `WHERE ${match} RETURNING *) SELECT ${fullProjection(relation)} FROM updated`,
    values: params.values,
  };
}

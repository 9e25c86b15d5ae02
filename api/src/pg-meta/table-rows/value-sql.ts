import { primaryKeyMatch, type KeyValues } from './primary-key.js';
import { jsonValue } from './json-value.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import { columnNamed, qualifiedName, type Relation } from './relation-sql.js';

export const NO_KEY_FOR_VALUE = 'Unable to load value as table has no primary keys';

/** One cell's whole value (the grid's 'Load full value'), found by primary key. */
export function fullValueQuery(relation: Relation, column: string, key: KeyValues): BoundQuery {
  const params = new SqlParams();
  const match = primaryKeyMatch(relation, [key], params, NO_KEY_FOR_VALUE);
  const value = jsonValue(columnNamed(relation, column));
  return {
    text: `SELECT ${value} AS value FROM ${qualifiedName(relation)} WHERE ${match} LIMIT 1`,
    values: params.values,
  };
}

import { badRequest } from '../../http/api-error.js';
import { quoteIdent } from '../../sql/quote.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import { assignedValue } from './assigned-value.js';
import { fullProjection } from './select-sql.js';
import { columnNamed, qualifiedName, type Relation } from './relation-sql.js';

export type RowValues = Readonly<Record<string, unknown>>;

export const NOTHING_TO_INSERT = 'Nothing to insert: every value is empty';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Inserts one row from a JSON record (spec: "insert from a JSON record set"): each value is read
 * by its column's type from its text (see `assignedValue`). Only the columns given are listed, so
 * the others take their defaults and identities generate.
 */
export function insertRow(relation: Relation, values: RowValues): BoundQuery {
  const names = Object.keys(values).filter((name) => values[name] !== undefined);
  if (names.every((name) => isEmpty(values[name]))) {
    throw badRequest(NOTHING_TO_INSERT, 'nothing_to_insert');
  }
  const columns = names.map((name) => columnNamed(relation, name));
  const params = new SqlParams();
  const assigned = columns.map((c) => assignedValue(relation, c, values[c.name], params));
  return {
    text:
      `WITH inserted AS (INSERT INTO ${qualifiedName(relation)} ` +
      `(${columns.map((c) => quoteIdent(c.name)).join(', ')}) VALUES (${assigned.join(', ')}) ` +
      `RETURNING *) SELECT ${fullProjection(relation)} FROM inserted`,
    values: params.values,
  };
}

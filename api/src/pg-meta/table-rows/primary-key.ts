import { badRequest } from '../../http/api-error.js';
import { quoteIdent } from '../../sql/quote.js';
import type { Placeholders } from './placeholders.js';
import { qualifiedName, type Relation } from './relation-sql.js';

export type KeyValues = Readonly<Record<string, unknown>>;

/**
 * ` (pk...) IN (...)`: the rows whose primary key is one of `keys`. The keys travel as one JSON
 * parameter and `json_populate_recordset` gives each value the column's own type, so any number
 * of rows, any key types, one bound value. `noKeyMessage` is the 400 for a table without a key.
 */
export function primaryKeyMatch(
  relation: Relation,
  keys: readonly KeyValues[],
  params: Placeholders,
  noKeyMessage: string,
): string {
  if (relation.primaryKey.length === 0) throw badRequest(noKeyMessage, 'no_primary_key');
  for (const key of keys) {
    const missing = relation.primaryKey.filter((c) => !(c in key));
    const extra = Object.keys(key).filter((c) => !relation.primaryKey.includes(c));
    if (missing.length > 0 || extra.length > 0) {
      throw badRequest(
        `A primary key match needs exactly the columns ${relation.primaryKey.map((c) => `"${c}"`).join(', ')}`,
        'invalid_primary_key',
      );
    }
  }
  const columns = relation.primaryKey.map(quoteIdent).join(', ');
  return (
    `(${columns}) IN (SELECT ${columns} FROM json_populate_recordset(` +
    `NULL::${qualifiedName(relation)}, ${params.add(JSON.stringify(keys))}::json))`
  );
}

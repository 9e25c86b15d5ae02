import { quoteIdent } from '../../sql/quote.js';
import type { Placeholders } from './placeholders.js';
import { qualifiedName, type Relation, type RowColumn } from './relation-sql.js';

/**
 * A value as the text Postgres reads: a string as it is (the type's own input: `12.50`,
 * `10.0.1.1`, `infinity`, and for json, jsonb and arrays their JSON text), anything else as JSON.
 * Never a JS number in between, so no digit is lost.
 */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The SQL that gives `column` a value sent by a client, for an INSERT's VALUES or an UPDATE's
 * SET. A scalar is one bound parameter whose type Postgres takes from the column, so its own
 * input function reads the text (json stays the text given, duplicate keys and all). An array is
 * JSON text that `json_populate_record` turns into the column's array type, element by element.
 */
export function assignedValue(
  relation: Relation,
  column: RowColumn,
  value: unknown,
  params: Placeholders,
): string {
  if (value === null) return 'NULL';
  const text = params.add(asText(value));
  if (!column.isArray) return text;
  const record = `json_build_object(${params.add(column.name)}::text, ${text}::json)`;
  return `(json_populate_record(NULL::${qualifiedName(relation)}, ${record})).${quoteIdent(column.name)}`;
}

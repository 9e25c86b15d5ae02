import { quoteIdent } from '../../sql/quote.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import { qualified } from './ddl-sql.js';

/** A copy of a table's structure: columns, defaults, constraints, indexes, comments, identity. */
export function duplicateStructure(schema: string, source: string, name: string): string {
  return `CREATE TABLE ${qualified(schema, name)} (LIKE ${qualified(schema, source)} INCLUDING ALL)`;
}

/**
 * The columns whose values can be copied: generated columns are computed again by the copy, so
 * they are left out (Postgres refuses values for them).
 */
export function copyableColumns(tableId: number): BoundQuery {
  const params = new SqlParams();
  const text = `SELECT attname AS name, attidentity <> '' AS is_identity FROM pg_attribute
   WHERE attrelid = ${params.add(tableId)} AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
   ORDER BY attnum`;
  return { text, values: params.values };
}

/**
 * Copies the rows. OVERRIDING SYSTEM VALUE keeps the source's values in GENERATED ALWAYS identity
 * columns instead of refusing them.
 */
export function copyRows(
  schema: string,
  source: string,
  name: string,
  columns: readonly string[],
): string {
  const list = columns.map(quoteIdent).join(', ');
  return `INSERT INTO ${qualified(schema, name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM ${qualified(schema, source)}`;
}

/**
 * Moves the copy's identity sequence past the copied values, so the next insert does not collide
 * with a copied row. The table and column names are bound, as pg_get_serial_sequence takes text.
 */
export function syncIdentity(schema: string, name: string, column: string): BoundQuery {
  const params = new SqlParams();
  const col = quoteIdent(column);
  const text = `SELECT setval(pg_get_serial_sequence(${params.add(qualified(schema, name))}, ${params.add(column)}),
   COALESCE(max(${col}), 1), max(${col}) IS NOT NULL) FROM ${qualified(schema, name)}`;
  return { text, values: params.values };
}

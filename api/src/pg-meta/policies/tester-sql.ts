import { quoteIdent } from '../../sql/quote.js';
import type { BoundQuery } from '../shared/sql-params.js';
import { truncatedJsonValue } from '../table-rows/json-value.js';
import type { RowColumn } from '../table-rows/relation-sql.js';

/** What the tester needs to know about its table before it changes anything. */
export interface TesterTable {
  schema: string;
  name: string;
  rls_enabled: boolean;
  /** Columns an INSERT may set: not generated. */
  insertable: string[];
  /** A column an UPDATE may set to itself: not generated, not GENERATED ALWAYS AS IDENTITY. */
  updatable: string | null;
}

/** A row the role can see, with where it lives, so a write can target exactly that row. */
export interface VisibleRow {
  tableoid: number;
  ctid: string;
  /** By column name; `PolicyTestResult.columns` gives their order. */
  row: Record<string, unknown>;
}

export function testerTable(tableId: number): BoundQuery {
  return {
    text: `
      SELECT n.nspname AS schema, c.relname AS name, c.relrowsecurity AS rls_enabled,
             ARRAY(SELECT a.attname::text FROM pg_attribute a
                    WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                      AND a.attgenerated = '' ORDER BY a.attnum) AS insertable,
             (SELECT a.attname::text FROM pg_attribute a
               WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                 AND a.attgenerated = '' AND a.attidentity <> 'a'
               ORDER BY a.attnum LIMIT 1) AS updatable
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.oid = $1 AND c.relkind IN ('r', 'p')`,
    values: [tableId],
  };
}

const relation = (table: Pick<TesterTable, 'schema' | 'name'>) =>
  `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;

/** Becomes the role for the rest of the transaction, with its JWT claims for `auth.*()`. */
export function becomeRole(role: string, claims: Record<string, unknown> = {}): BoundQuery[] {
  return [
    { text: `SET LOCAL ROLE ${quoteIdent(role)}`, values: [] },
    {
      text: `SELECT set_config('request.jwt.claims', $1, true)`,
      values: [JSON.stringify({ role, ...claims })],
    },
  ];
}

/**
 * The first `limit` rows the current role sees: each row's physical address, then its values in
 * table order, shaped and cut as the grid's page shapes them (bigint, numeric and dates as
 * Postgres prints them), so the tester shows what the grid would. Read with `rowMode: 'array'`.
 */
export function visibleRows(
  table: TesterTable,
  columns: readonly RowColumn[],
  limit: number,
): BoundQuery {
  // System columns cannot be shadowed by a user's column, so the names need no alias.
  const values = columns.map((column) => `, ${truncatedJsonValue(column)}`).join('');
  return {
    text: `SELECT tableoid, ctid::text${values} FROM ${relation(table)} LIMIT $1`,
    values: [limit],
  };
}

/** How many rows the current role sees, counted no further than `cap`. */
export function visibleCount(table: TesterTable, cap: number): BoundQuery {
  return {
    text: `SELECT count(*)::int AS count FROM (SELECT 1 FROM ${relation(table)} LIMIT $1) s`,
    values: [cap],
  };
}

const exactly = (row: VisibleRow) => ({
  where: 'WHERE tableoid = $1 AND ctid = $2::tid',
  values: [row.tableoid, row.ctid],
});

/**
 * An UPDATE that sets one column to itself on exactly this row. Postgres applies the UPDATE
 * policies' USING to find the row (0 rows: not targetable) and their WITH CHECK to the new row
 * (which is the row as it is), so its outcome is the policies' verdict on updating that row.
 */
export function tryUpdate(table: TesterTable, column: string, row: VisibleRow): BoundQuery {
  const { where, values } = exactly(row);
  const col = quoteIdent(column);
  return { text: `UPDATE ${relation(table)} SET ${col} = ${col} ${where}`, values };
}

/**
 * An INSERT of a copy of this row. Postgres checks the INSERT policies' WITH CHECK before it
 * looks for a conflict, so ON CONFLICT DO NOTHING keeps unique keys from deciding the outcome
 * while the policies still do.
 */
export function tryInsert(table: TesterTable, row: VisibleRow): BoundQuery {
  const { where, values } = exactly(row);
  const columns = table.insertable.map(quoteIdent).join(', ');
  return {
    text: `INSERT INTO ${relation(table)} (${columns}) OVERRIDING SYSTEM VALUE
             SELECT ${columns} FROM ${relation(table)} ${where} ON CONFLICT DO NOTHING`,
    values,
  };
}

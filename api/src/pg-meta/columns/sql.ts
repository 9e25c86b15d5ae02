import { badRequest } from '../../http/api-error.js';
import { quoteIdent, quoteLiteral } from '../../sql/quote.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import {
  guardStatements,
  type ExpressionSlot,
  type StatementKind,
} from '../../sql/statement-guard.js';
import { assertCheckRefersToColumn } from './check-refers-to-column.js';
import { defaultValueSql, type DefaultFormat } from './default-value.js';
import { isIntegerType, typeName } from './type-name.js';

/** The kinds of statement a column change writes: ALTER TABLE, COMMENT ON, RENAME COLUMN. */
const COLUMN_STATEMENTS: readonly StatementKind[] = ['AlterTableStmt', 'CommentStmt', 'RenameStmt'];

export type IdentityGeneration = 'ALWAYS' | 'BY DEFAULT';

/** The names of the single-column UNIQUE and CHECK constraints on a column. */
export function columnConstraints(tableId: number, ordinal: number): BoundQuery {
  const params = new SqlParams();
  const text = `SELECT conname AS name, contype AS type FROM pg_constraint
   WHERE conrelid = ${params.add(tableId)} AND conkey = ARRAY[${params.add(ordinal)}::int2]
     AND contype IN ('u', 'c') ORDER BY conname`;
  return { text, values: params.values };
}

/** A table's schema and name by oid, for DDL and the protected-schema check. */
export function getTableName(tableId: number): BoundQuery {
  return {
    text: `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c
             JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE c.oid = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
    values: [tableId],
  };
}

export interface TableName {
  schema: string;
  name: string;
}

export const qualified = (table: TableName) =>
  `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;

export interface NewColumn {
  name: string;
  type: string;
  default_value?: string | number | boolean | null;
  default_value_format?: DefaultFormat;
  is_nullable?: boolean;
  is_unique?: boolean;
  is_identity?: boolean;
  identity_generation?: IdentityGeneration;
  is_array?: boolean;
  is_primary_key?: boolean;
  check?: string | null;
  comment?: string | null;
}

const fullType = (type: string, isArray?: boolean) => `${typeName(type)}${isArray ? '[]' : ''}`;

function assertIdentityType(type: string, isArray?: boolean) {
  if (isArray || !isIntegerType(type)) {
    throw badRequest('Identity applies only to integer types', 'invalid_identity');
  }
}

const commentOn = (table: TableName, column: string, comment: string | null) =>
  `COMMENT ON COLUMN ${qualified(table)}.${quoteIdent(column)} IS ${
    comment === null ? 'NULL' : quoteLiteral(comment)
  }`;

/** The statements that add a column, each expression through `slot`. */
function writeAddColumn(table: TableName, column: NewColumn, slot: ExpressionSlot): string[] {
  const parts = [`${quoteIdent(column.name)} ${fullType(column.type, column.is_array)}`];
  if (column.is_identity) {
    assertIdentityType(column.type, column.is_array);
    if (column.default_value != null) {
      throw badRequest('An identity column cannot have a default value', 'invalid_identity');
    }
    parts.push(`GENERATED ${column.identity_generation ?? 'BY DEFAULT'} AS IDENTITY`);
  }
  if (column.default_value != null) {
    parts.push(
      `DEFAULT ${defaultValueSql(column.default_value, column.default_value_format, column.is_array, slot)}`,
    );
  }
  if (column.is_nullable === false) parts.push('NOT NULL');
  if (column.is_unique) parts.push('UNIQUE');
  // Expressions go in as written: trimming could remove the newline that ends a `--` comment.
  if (column.check) parts.push(`CHECK (${slot('check', column.check)})`);
  if (column.is_primary_key) parts.push('PRIMARY KEY');
  const statements = [`ALTER TABLE ${qualified(table)} ADD COLUMN ${parts.join(' ')}`];
  if (column.comment != null) statements.push(commentOn(table, column.name, column.comment));
  return statements;
}

/** The statements that add a column, checked by the statement guard; run in one transaction. */
export async function addColumn(table: TableName, column: NewColumn): Promise<string[]> {
  const statements = await guardStatements(COLUMN_STATEMENTS, (slot) =>
    writeAddColumn(table, column, slot),
  );
  if (column.check) await assertCheckRefersToColumn(column.check, column.name);
  return statements;
}

export interface ColumnChange {
  name?: string;
  type?: string;
  is_array?: boolean;
  default_value?: string | number | boolean | null;
  default_value_format?: DefaultFormat;
  drop_default?: boolean;
  is_nullable?: boolean;
  is_unique?: boolean;
  is_identity?: boolean;
  identity_generation?: IdentityGeneration;
  check?: string | null;
  comment?: string | null;
}

/** What the alter builder needs to know about the column as it is now. */
export interface CurrentColumn {
  name: string;
  format: string;
  is_identity: boolean;
  identity_generation: IdentityGeneration | null;
  is_unique: boolean;
  uniqueConstraints: readonly string[];
  checkConstraints: readonly string[];
}

/** The statements that change a column, rename last, each expression through `slot`. */
function writeAlterColumn(
  table: TableName,
  current: CurrentColumn,
  change: ColumnChange,
  slot: ExpressionSlot,
): string[] {
  const t = `ALTER TABLE ${qualified(table)}`;
  const col = `${t} ALTER COLUMN ${quoteIdent(current.name)}`;
  const statements: string[] = [];
  if (change.type !== undefined) {
    const type = fullType(change.type, change.is_array);
    statements.push(`${col} SET DATA TYPE ${type} USING ${quoteIdent(current.name)}::${type}`);
  }
  if (change.drop_default || change.default_value === null) {
    statements.push(`${col} DROP DEFAULT`);
  } else if (change.default_value !== undefined) {
    const sql = defaultValueSql(
      change.default_value,
      change.default_value_format,
      change.is_array,
      slot,
    );
    statements.push(`${col} SET DEFAULT ${sql}`);
  }
  if (change.is_nullable !== undefined) {
    statements.push(`${col} ${change.is_nullable ? 'DROP' : 'SET'} NOT NULL`);
  }
  if (change.is_identity === true) {
    if (change.type !== undefined) assertIdentityType(change.type, change.is_array);
    else assertIdentityType(current.format);
    const generation = change.identity_generation ?? current.identity_generation ?? 'BY DEFAULT';
    if (!current.is_identity) statements.push(`${col} ADD GENERATED ${generation} AS IDENTITY`);
    else if (generation !== current.identity_generation) {
      statements.push(`${col} SET GENERATED ${generation}`);
    }
  } else if (change.is_identity === false && current.is_identity) {
    statements.push(`${col} DROP IDENTITY`);
  }
  if (change.is_unique === true && !current.is_unique) {
    statements.push(`${t} ADD UNIQUE (${quoteIdent(current.name)})`);
  } else if (change.is_unique === false) {
    for (const name of current.uniqueConstraints) {
      statements.push(`${t} DROP CONSTRAINT ${quoteIdent(name)}`);
    }
  }
  if (change.check !== undefined) {
    for (const name of current.checkConstraints) {
      statements.push(`${t} DROP CONSTRAINT ${quoteIdent(name)}`);
    }
    if (change.check !== null && change.check.trim()) {
      statements.push(`${t} ADD CHECK (${slot('check', change.check)})`);
    }
  }
  if (change.comment !== undefined) statements.push(commentOn(table, current.name, change.comment));
  if (change.name !== undefined && change.name !== current.name) {
    statements.push(`${t} RENAME COLUMN ${quoteIdent(current.name)} TO ${quoteIdent(change.name)}`);
  }
  return statements;
}

/** The statements that change a column, checked by the statement guard; run in one transaction. */
export async function alterColumn(
  table: TableName,
  current: CurrentColumn,
  change: ColumnChange,
): Promise<string[]> {
  const statements = await guardStatements(COLUMN_STATEMENTS, (slot) =>
    writeAlterColumn(table, current, change, slot),
  );
  // The check is added before a rename, so it reads the column by its current name.
  if (change.check?.trim()) await assertCheckRefersToColumn(change.check, current.name);
  return statements;
}

export function dropColumn(table: TableName, name: string, cascade: boolean): string {
  return `ALTER TABLE ${qualified(table)} DROP COLUMN ${quoteIdent(name)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
}

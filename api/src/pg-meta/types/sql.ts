import { quoteIdent, quoteLiteral } from '../../sql/quote.js';
import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

/** An enumerated type as the API returns it. */
export interface EnumType {
  id: number;
  schema: string;
  name: string;
  enums: string[];
  comment: string | null;
}

const SELECT = `
  SELECT t.oid AS id, n.nspname AS schema, t.typname AS name,
         ARRAY(SELECT e.enumlabel::text FROM pg_enum e WHERE e.enumtypid = t.oid
                ORDER BY e.enumsortorder) AS enums,
         obj_description(t.oid, 'pg_type') AS comment
    FROM pg_type t
    JOIN pg_namespace n ON n.oid = t.typnamespace
   WHERE t.typtype = 'e'`;

export function listTypes(list: ListParams): BoundQuery {
  const params = new SqlParams();
  const text = `${SELECT}${schemaConditions('n.nspname', list, params)} ORDER BY n.nspname, t.typname${paging(list, params)}`;
  return { text, values: params.values };
}

export function getType(id: number): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND t.oid = ${params.add(id)}`, values: params.values };
}

export function getTypeByName(schema: string, name: string): BoundQuery {
  const params = new SqlParams();
  const text = `${SELECT} AND n.nspname = ${params.add(schema)} AND t.typname = ${params.add(name)}`;
  return { text, values: params.values };
}

const typeName = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;

const comment = (type: string, text: string | null) =>
  `COMMENT ON TYPE ${type} IS ${text === null ? 'NULL' : quoteLiteral(text)}`;

/** The statements that create an enumerated type; run in one transaction. */
export function createType(type: {
  schema: string;
  name: string;
  enums: readonly string[];
  comment?: string;
}): string[] {
  const target = typeName(type.schema, type.name);
  const statements = [`CREATE TYPE ${target} AS ENUM (${type.enums.map(quoteLiteral).join(', ')})`];
  if (type.comment !== undefined) statements.push(comment(target, type.comment));
  return statements;
}

export interface NewValue {
  value: string;
  before?: string;
  after?: string;
}

export interface TypeChange {
  name?: string;
  comment?: string | null;
  rename_values?: readonly { from: string; to: string }[];
  add_values?: readonly NewValue[];
}

const position = (value: NewValue) =>
  value.before !== undefined
    ? ` BEFORE ${quoteLiteral(value.before)}`
    : value.after !== undefined
      ? ` AFTER ${quoteLiteral(value.after)}`
      : '';

/**
 * The statements that change a type, rename last; run in one transaction. Values are renamed
 * before any is added, so a new value's `before`/`after` names a value as the renames leave it,
 * or one added earlier in the list: Postgres 12 and later take `ADD VALUE` inside a transaction,
 * and placing a value beside one added in the same transaction is not a use of it (only casts
 * and comparisons must wait for the commit).
 */
export function alterType(current: EnumType, change: TypeChange): string[] {
  const target = typeName(current.schema, current.name);
  const statements: string[] = [];
  for (const { from, to } of change.rename_values ?? []) {
    statements.push(
      `ALTER TYPE ${target} RENAME VALUE ${quoteLiteral(from)} TO ${quoteLiteral(to)}`,
    );
  }
  for (const value of change.add_values ?? []) {
    statements.push(
      `ALTER TYPE ${target} ADD VALUE ${quoteLiteral(value.value)}${position(value)}`,
    );
  }
  if (change.comment !== undefined && change.comment !== current.comment) {
    statements.push(comment(target, change.comment));
  }
  if (change.name !== undefined && change.name !== current.name) {
    statements.push(`ALTER TYPE ${target} RENAME TO ${quoteIdent(change.name)}`);
  }
  return statements;
}

export function dropType(type: Pick<EnumType, 'schema' | 'name'>, cascade: boolean): string {
  return `DROP TYPE IF EXISTS ${typeName(type.schema, type.name)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
}

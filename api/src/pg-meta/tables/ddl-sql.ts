import { quoteIdent, quoteLiteral } from '../../sql/quote.js';

/** `"schema"."name"`, both parts quoted. */
export const qualified = (schema: string, name: string) =>
  `${quoteIdent(schema)}.${quoteIdent(name)}`;

export type ReplicaIdentity = 'DEFAULT' | 'INDEX' | 'FULL' | 'NOTHING';

export interface TableChange {
  name?: string;
  schema?: string;
  comment?: string | null;
  rls_enabled?: boolean;
  rls_forced?: boolean;
  replica_identity?: ReplicaIdentity;
  /** The unique index to use when `replica_identity` is INDEX. */
  replica_identity_index?: string;
}

/** COMMENT ON TABLE; a null comment removes it. Comments cannot be bound, so they are quoted. */
const commentOn = (table: string, comment: string | null) =>
  `COMMENT ON TABLE ${table} IS ${comment === null ? 'NULL' : quoteLiteral(comment)}`;

/** The statements that create a table; run in one transaction so a failing comment undoes it. */
export function createTable(input: {
  schema: string;
  name: string;
  comment?: string | null;
  rls_enabled?: boolean;
}): string[] {
  const table = qualified(input.schema, input.name);
  const statements = [`CREATE TABLE ${table} ()`];
  if (input.comment !== undefined) statements.push(commentOn(table, input.comment));
  if (input.rls_enabled) statements.push(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
  return statements;
}

/**
 * The statements that change a table; run in one transaction. Property changes come first, on
 * the current name; then the rename, and the move to another schema last, under the new name.
 * Unchanged fields add nothing.
 */
export function alterTable(
  current: { schema: string; name: string },
  change: TableChange,
): string[] {
  const table = qualified(current.schema, current.name);
  const statements: string[] = [];
  if (change.rls_enabled !== undefined) {
    statements.push(
      `ALTER TABLE ${table} ${change.rls_enabled ? 'ENABLE' : 'DISABLE'} ROW LEVEL SECURITY`,
    );
  }
  if (change.rls_forced !== undefined) {
    statements.push(
      `ALTER TABLE ${table} ${change.rls_forced ? 'FORCE' : 'NO FORCE'} ROW LEVEL SECURITY`,
    );
  }
  if (change.replica_identity === 'INDEX') {
    if (!change.replica_identity_index)
      throw new Error('replica_identity_index is required for INDEX');
    statements.push(
      `ALTER TABLE ${table} REPLICA IDENTITY USING INDEX ${quoteIdent(change.replica_identity_index)}`,
    );
  } else if (change.replica_identity) {
    statements.push(`ALTER TABLE ${table} REPLICA IDENTITY ${change.replica_identity}`);
  }
  if (change.comment !== undefined) statements.push(commentOn(table, change.comment));
  let name = current.name;
  if (change.name !== undefined && change.name !== current.name) {
    statements.push(`ALTER TABLE ${table} RENAME TO ${quoteIdent(change.name)}`);
    name = change.name;
  }
  if (change.schema !== undefined && change.schema !== current.schema) {
    statements.push(
      `ALTER TABLE ${qualified(current.schema, name)} SET SCHEMA ${quoteIdent(change.schema)}`,
    );
  }
  return statements;
}

export function dropTable(schema: string, name: string, cascade: boolean): string {
  return `DROP TABLE ${qualified(schema, name)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
}

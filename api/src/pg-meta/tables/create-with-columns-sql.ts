import type { z } from 'zod';
import type { newColumnBody } from '../columns/body.js';
import { addColumn, type TableName } from '../columns/sql.js';
import { addForeignKey, type NewForeignKey } from '../constraints/foreign-key-sql.js';
import { quoteIdent } from '../../sql/quote.js';
import { createTable, qualified } from './ddl-sql.js';

export type NewTableColumn = z.infer<typeof newColumnBody>;

export interface NewTable {
  schema: string;
  name: string;
  comment?: string | null;
  rls_enabled?: boolean;
  columns?: readonly NewTableColumn[];
  /** Foreign keys from the new table's columns, with their targets already found by id. */
  foreign_keys?: readonly (NewForeignKey & { target: TableName })[];
}

/**
 * The statements that create a table with its columns, for one transaction: the table, each
 * column by the same builder `POST /columns` uses, the primary key, then the foreign keys (by the
 * builder `POST /foreign-keys` uses). A key over several columns is one constraint, added after
 * them; a column cannot each say PRIMARY KEY.
 */
export async function createTableWithColumns(input: NewTable): Promise<string[]> {
  const table = { schema: input.schema, name: input.name };
  const keyColumns = (input.columns ?? []).filter((c) => c.is_primary_key).map((c) => c.name);
  const statements = createTable(input);
  for (const column of input.columns ?? []) {
    const inlineKey = keyColumns.length === 1 && column.is_primary_key;
    statements.push(...(await addColumn(table, { ...column, is_primary_key: inlineKey })));
  }
  if (keyColumns.length > 1) {
    statements.push(
      `ALTER TABLE ${qualified(input.schema, input.name)} ADD PRIMARY KEY (${keyColumns.map(quoteIdent).join(', ')})`,
    );
  }
  for (const { target, ...fk } of input.foreign_keys ?? []) {
    statements.push(addForeignKey(table, target, fk));
  }
  return statements;
}

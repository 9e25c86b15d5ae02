import type { z } from 'zod';
import type { newColumnBody } from '../columns/body.js';
import { addColumn } from '../columns/sql.js';
import { quoteIdent } from '../../sql/quote.js';
import { createTable, qualified } from './ddl.js';

export type NewTableColumn = z.infer<typeof newColumnBody>;

export interface NewTable {
  schema: string;
  name: string;
  comment?: string | null;
  rls_enabled?: boolean;
  columns?: readonly NewTableColumn[];
}

/**
 * The statements that create a table with its columns, for one transaction: the table, each
 * column by the same builder `POST /columns` uses, then the primary key. A key over several
 * columns is one constraint, added after them; a column cannot each say PRIMARY KEY.
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
  return statements;
}

import { badRequest } from '../../http/api-error.js';
import { parseExpression } from '../../sql/expression-tree.js';

interface ColumnRefNode {
  fields?: { String?: { sval?: string }; A_Star?: unknown }[];
}

/** The column each `ColumnRef` of a parse tree names (its last part), `*` for a star. */
function columnNames(node: unknown, found: string[]): string[] {
  if (Array.isArray(node)) node.forEach((item) => columnNames(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ColumnRef') {
        const last = (value as ColumnRefNode).fields?.at(-1);
        found.push(last?.String?.sval ?? '*');
      } else columnNames(value, found);
    }
  }
  return found;
}

/**
 * A column's CHECK must read that column and no other. Postgres ties a check constraint to the
 * columns its expression reads: `CHECK (true)` given for a column would be a table constraint
 * that stays when the column is dropped, and that the column's editor never shows or removes.
 * postgres-meta refuses the same. Call after the statement guard has accepted the expression.
 */
export async function assertCheckRefersToColumn(check: string, column: string): Promise<void> {
  const tree = await parseExpression(check);
  const names = tree === undefined ? [] : columnNames(tree, []);
  if (names.length === 0 || names.some((name) => name !== column)) {
    throw badRequest(
      `check must refer to the column ${column}, and to no other column`,
      'invalid_expression',
    );
  }
}

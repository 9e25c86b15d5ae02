import { parse } from 'libpg-query';
import { badRequest } from '../../http/api-error.js';

/** The only keys a bare `SELECT (<expr>)` statement has in libpg-query's parse tree. */
const BARE_SELECT_KEYS = new Set(['targetList', 'limitOption', 'op']);

interface ParsedSelect {
  SelectStmt?: { targetList?: { ResTarget?: { name?: string } }[]; op?: string } & object;
}

/**
 * Whether `expression` is exactly one SQL expression: `SELECT (<expression>)` must parse as a single
 * statement whose only part is one unnamed target. `true); DROP TABLE x; --` is two statements and
 * `true) FROM x WHERE (true` has a FROM clause, so both are refused.
 */
export async function isSingleExpression(expression: string): Promise<boolean> {
  let tree: { stmts?: { stmt?: ParsedSelect }[] };
  try {
    tree = (await parse(`SELECT (${expression})`)) as typeof tree;
  } catch {
    return false;
  }
  if (tree.stmts?.length !== 1) return false;
  const select = tree.stmts[0]?.stmt?.SelectStmt;
  if (!select || select.op !== 'SETOP_NONE') return false;
  if (Object.keys(select).some((key) => !BARE_SELECT_KEYS.has(key))) return false;
  return select.targetList?.length === 1 && select.targetList[0]?.ResTarget?.name === undefined;
}

/**
 * Refuses, with 400, an expression that is not exactly one SQL expression: a policy's USING or
 * WITH CHECK, a column's DEFAULT or CHECK. Postgres's own parser decides, so what passes here is
 * what Postgres will read as one expression inside the parentheses we put around it.
 */
export async function assertSingleExpression(field: string, expression: string): Promise<void> {
  if (!(await isSingleExpression(expression))) {
    throw badRequest(`${field} must be a single SQL expression`, 'invalid_expression');
  }
}

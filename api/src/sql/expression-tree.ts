import { parseStatements } from './parse-tree.js';

/** The only keys a bare `SELECT (<expr>)` statement has in libpg-query's parse tree. */
const BARE_SELECT_KEYS = new Set(['targetList', 'limitOption', 'op']);

interface BareSelect {
  targetList?: { ResTarget?: { name?: string; val?: unknown } }[];
  op?: string;
}

/**
 * The parse tree of a user-written SQL expression, read as Postgres reads it inside parentheses:
 * `SELECT (<expression>)` must parse as one statement whose only part is one unnamed target, and
 * that target's tree is returned (without byte offsets). Undefined when it is anything else:
 * `true); DROP TABLE x; --` is two statements, `true) FROM x WHERE (true` has a FROM clause.
 *
 * Passing here is not enough to be safe in a statement (`1) --` reads as `SELECT (1)` here but
 * eats the rest of a line elsewhere): the statement guard compares this tree with what the whole
 * statement holds at the expression's place.
 */
export async function parseExpression(expression: string): Promise<unknown> {
  const statements = await parseStatements(`SELECT (${expression})`);
  if (statements?.length !== 1 || statements[0]!.kind !== 'SelectStmt') return undefined;
  const select = statements[0]!.tree as BareSelect;
  if (select.op !== 'SETOP_NONE') return undefined;
  if (Object.keys(select).some((key) => !BARE_SELECT_KEYS.has(key))) return undefined;
  const target = select.targetList?.length === 1 ? select.targetList[0]?.ResTarget : undefined;
  if (!target || target.name !== undefined) return undefined;
  return target.val;
}

import { isDeepStrictEqual } from 'node:util';
import { ApiError, badRequest } from '../http/api-error.js';
import { parseExpression } from './expression-tree.js';
import { expressionSyntaxError } from './expression-syntax.js';
import { parseStatements } from './parse-tree.js';

/**
 * The statement guard: the only way a user's SQL fragment (a column's DEFAULT or CHECK, a policy's
 * USING or WITH CHECK, a trigger's WHEN) reaches the database.
 *
 * Checking each fragment on its own is not enough: `1) --` is one expression inside `SELECT (...)`
 * but eats the rest of the line of the statement it is put in, and a comment opened in one field
 * can reach a dollar quote holding a newline and a second statement in the next. So the guard
 * checks what is actually sent. A builder writes its statements with a slot for each expression;
 * the guard builds them twice, once with the expressions as written (the text that will be sent)
 * and once with a placeholder `$n` in each slot (a skeleton holding no user text). Postgres's own
 * parser then reads both, and each sent statement must be exactly one statement, of an expected
 * kind, whose tree is the skeleton's with each placeholder replaced by the tree of its expression
 * read alone. A comment, quote or parenthesis that reaches past its own slot changes that tree, so
 * the request is refused (400 `invalid_expression`), naming the field.
 */

/** The statement kinds (libpg-query node names) the guarded builders write. */
export type StatementKind =
  | 'AlterTableStmt'
  | 'CreatePolicyStmt'
  | 'AlterPolicyStmt'
  | 'CommentStmt'
  | 'RenameStmt'
  | 'CreateTrigStmt';

/** Puts one user expression (named by its request field) into a statement's text. */
export type ExpressionSlot = (field: string, expression: string) => string;

/**
 * Writes statements, calling `slot` for each user expression in the order it appears. The guard
 * calls it several times with different slots, so it must depend on nothing else that changes.
 */
export type StatementsBuilder = (slot: ExpressionSlot) => readonly string[];

/** The slot that writes each expression as given: the text the guard sends, and tests read. */
export const asWritten: ExpressionSlot = (_field, expression) => expression;

const placeholder = (index: number) => `$${index}`;

interface Rendering {
  readonly statements: readonly string[];
  readonly expressions: readonly { field: string; expression: string }[];
}

/** Builds the statements, letting `fill` decide what goes in slot n (counted from 1). */
function render(build: StatementsBuilder, fill: (n: number, expression: string) => string) {
  const expressions: { field: string; expression: string }[] = [];
  const statements = build((field, expression) => {
    const n = expressions.push({ field, expression });
    return fill(n, expression);
  });
  return { statements, expressions } satisfies Rendering;
}

/** What one sent statement must parse to, and the slots (counted from 1) it holds. */
interface ExpectedStatement {
  readonly kind: string;
  /** The skeleton's tree, placeholders and all. */
  readonly skeleton: unknown;
  /** The skeleton's tree with every placeholder filled with its expression's tree. */
  readonly tree: unknown;
  readonly slots: readonly number[];
}

/** A tree with each placeholder `$n` replaced by `fill(n)`. */
function fillPlaceholders(node: unknown, fill: (n: number) => unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => fillPlaceholders(item, fill));
  if (node === null || typeof node !== 'object') return node;
  const param = (node as { ParamRef?: { number?: number } }).ParamRef;
  if (param) return fill(param.number ?? 0);
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, fillPlaceholders(value, fill)]),
  );
}

/** The expected form of each statement, from the skeleton (a builder bug throws, a 500). */
async function expectedStatements(
  skeleton: readonly string[],
  trees: readonly unknown[],
  kinds: readonly StatementKind[],
): Promise<ExpectedStatement[]> {
  const expected: ExpectedStatement[] = [];
  for (const text of skeleton) {
    const parsed = await parseStatements(text);
    const statement = parsed?.length === 1 ? parsed[0]! : undefined;
    if (!statement || !(kinds as readonly string[]).includes(statement.kind)) {
      throw new Error(`Statement builder wrote an unexpected statement: ${text}`);
    }
    const slots: number[] = [];
    const tree = fillPlaceholders(statement.tree, (n) => {
      if (n < 1 || n > trees.length) throw new Error(`Statement builder wrote a stray $${n}`);
      slots.push(n);
      return trees[n - 1];
    });
    expected.push({ kind: statement.kind, skeleton: statement.tree, tree, slots });
  }
  const used = expected.flatMap((statement) => statement.slots).sort((a, b) => a - b);
  if (used.length !== trees.length || used.some((n, i) => n !== i + 1)) {
    throw new Error('Statement builder must place each expression exactly once');
  }
  return expected;
}

/** Whether `text` is exactly one statement, of the expected kind and tree. */
async function holds(text: string, kind: string, tree: unknown): Promise<boolean> {
  const parsed = await parseStatements(text);
  if (parsed?.length !== 1) return false;
  return parsed[0]!.kind === kind && isDeepStrictEqual(parsed[0]!.tree, tree);
}

/**
 * The 400 for a statement that does not hold what it should. Each of its expressions is tried
 * alone, the others left as placeholders, to name the one that changes the statement; when none
 * does alone, they do together (a comment in one reaching a quote in the next).
 */
async function refusal(
  build: StatementsBuilder,
  index: number,
  expected: ExpectedStatement,
  trees: readonly unknown[],
  fields: readonly string[],
) {
  const culprits: string[] = [];
  for (const slot of expected.slots) {
    const alone = render(build, (n, expression) => (n === slot ? expression : placeholder(n)));
    const tree = fillPlaceholders(expected.skeleton, (n) =>
      n === slot ? trees[n - 1] : { ParamRef: { number: n } },
    );
    if (!(await holds(alone.statements[index]!, expected.kind, tree))) {
      culprits.push(fields[slot - 1]!);
    }
  }
  if (culprits.length === 1) {
    const message = `${culprits[0]} must be a single SQL expression: as written it reaches outside its own clause`;
    return badRequest(message, 'invalid_expression');
  }
  const named = culprits.length ? culprits : expected.slots.map((slot) => fields[slot - 1]!);
  const message = `${named.join(' and ')} must each be a single SQL expression: as written they reach outside their own clauses`;
  return badRequest(message, 'invalid_expression');
}

/**
 * The 400 for an expression that is not one expression on its own: a typo is called a syntax
 * error, with Postgres's words and position in the field, so the editor can point at it.
 */
async function notOneExpression(field: string, expression: string): Promise<ApiError> {
  const syntax = await expressionSyntaxError(expression);
  if (!syntax) return badRequest(`${field} must be a single SQL expression`, 'invalid_expression');
  const message = `${syntax.message} (position ${syntax.position})`;
  return new ApiError(400, message, 'invalid_expression', { field, position: syntax.position });
}

/**
 * Builds statements holding user expressions and returns their text, exactly as it must be sent
 * (one statement per query), once Postgres's parser confirms that each is one statement of one of
 * `kinds` holding exactly the given expressions in their own clauses. Otherwise refuses with 400.
 */
export async function guardStatements(
  kinds: readonly StatementKind[],
  build: StatementsBuilder,
): Promise<string[]> {
  const written = render(build, (_n, expression) => expression);
  const skeleton = render(build, placeholder);
  if (
    skeleton.statements.length !== written.statements.length ||
    skeleton.expressions.length !== written.expressions.length
  ) {
    throw new Error('Statement builder must write the same statements for every slot');
  }
  const trees: unknown[] = [];
  for (const { field, expression } of written.expressions) {
    // The parser reads C strings and the wire protocol NUL-terminated ones: past a NUL, the text
    // the guard reads and the text Postgres receives could differ, so none is taken.
    if (expression.includes('\0')) {
      throw badRequest(`${field} must not contain a NUL character`, 'invalid_expression');
    }
    const tree = await parseExpression(expression);
    if (tree === undefined) throw await notOneExpression(field, expression);
    trees.push(tree);
  }
  const expected = await expectedStatements(skeleton.statements, trees, kinds);
  const fields = written.expressions.map((e) => e.field);
  for (const [index, text] of written.statements.entries()) {
    const { kind, tree } = expected[index]!;
    if (!(await holds(text, kind, tree))) {
      throw await refusal(build, index, expected[index]!, trees, fields);
    }
  }
  return [...written.statements];
}

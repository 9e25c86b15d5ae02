import { parseStatements, type ParsedStatement } from './parse-tree.js';
import { MAX_INLINE_PARSE_CHARS } from './statement-count.js';

/** What a SQL text holds, as Postgres's own parser reads it, for the audit log. */
export interface SqlKinds {
  /** Each statement's node type (`CreateStmt`, `DropStmt`, `SelectStmt`...), in order. */
  readonly kinds: readonly string[];
  /** True when no statement can change anything but the session (see `onlyReads`). */
  readonly onlyReads: boolean;
}

/** Statements that read, or touch only the session, unless they hold a data-modifying part. */
const READING_KINDS = new Set([
  'SelectStmt',
  'ExplainStmt',
  'VariableShowStmt',
  'VariableSetStmt',
  'TransactionStmt',
]);

/** Parts that change data wherever they sit: a CTE's DELETE, `EXPLAIN ANALYZE UPDATE`, `SELECT INTO`. */
const CHANGING_PART = /"(InsertStmt|UpdateStmt|DeleteStmt|MergeStmt|intoClause)"/;

const reads = (statement: ParsedStatement) =>
  READING_KINDS.has(statement.kind) && !CHANGING_PART.test(JSON.stringify(statement.tree));

/**
 * The kinds of the statements in `sql`, or undefined when it cannot be told: the parser refuses
 * the text (then Postgres refuses it too, before running any of it), or the text is over
 * `MAX_INLINE_PARSE_CHARS`, which is not parsed again on the event loop for this. A SELECT
 * calling a function that writes is still a read here: only the statement's kind is known.
 */
export async function sqlKinds(sql: string): Promise<SqlKinds | undefined> {
  if (sql.length > MAX_INLINE_PARSE_CHARS) return undefined;
  const statements = await parseStatements(sql);
  if (!statements) return undefined;
  return { kinds: statements.map((s) => s.kind), onlyReads: statements.every(reads) };
}

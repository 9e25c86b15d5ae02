import { parse } from 'libpg-query';

/** One statement as Postgres 15's own parser reads it: its node type, and its tree. */
export interface ParsedStatement {
  /** The statement's node type: `AlterTableStmt`, `CreatePolicyStmt`, `SelectStmt`, ... */
  readonly kind: string;
  /** The statement's fields, without byte offsets (see `withoutOffsets`). */
  readonly tree: unknown;
}

/** Keys holding byte offsets into the text: they differ between texts that mean the same. */
const OFFSET_KEYS = new Set(['location', 'stmt_location', 'stmt_len']);

/**
 * A parse tree without its byte offsets, so that two texts Postgres reads as the same statement
 * (or expression) give deeply equal trees, whatever their spacing, comments or quoting style.
 */
export function withoutOffsets(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutOffsets);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !OFFSET_KEYS.has(key))
      .map(([key, value]) => [key, withoutOffsets(value)]),
  );
}

interface RawParse {
  stmts?: { stmt?: Record<string, unknown> }[];
}

/**
 * The statements in `sql`, in order, or undefined when Postgres's parser refuses the text. An
 * empty or comment-only text has no statements.
 */
export async function parseStatements(sql: string): Promise<ParsedStatement[] | undefined> {
  let raw: RawParse;
  try {
    raw = (await parse(sql)) as RawParse;
  } catch {
    return undefined;
  }
  return (raw.stmts ?? []).map(({ stmt = {} }) => {
    const [kind = '', fields] = Object.entries(stmt)[0] ?? [];
    return { kind, tree: withoutOffsets(fields) };
  });
}

import { parseRaw } from './parse-off-loop.js';

/** Settings through which SQL becomes the session's own role again: `RESET ROLE`, `SET ROLE NONE`. */
const IDENTITY_SETTINGS = new Set(['role', 'session_authorization']);

/** What one node of the tree would use to leave a read-only run, in words, or undefined. */
function escapes(kind: string, fields: Record<string, unknown>): string | undefined {
  if (kind === 'TransactionStmt') return 'transaction control (BEGIN, COMMIT, ROLLBACK)';
  if (kind === 'DoStmt') return 'DO blocks';
  if (kind === 'VariableSetStmt' && IDENTITY_SETTINGS.has(String(fields.name))) {
    return 'SET ROLE or RESET ROLE';
  }
  if (kind === 'FuncCall') {
    const name = (fields.funcname as { String?: { sval?: string } }[] | undefined)?.at(-1);
    if (name?.String?.sval === 'set_config') return 'set_config()';
  }
  return undefined;
}

function collect(node: unknown, found: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((item) => collect(item, found));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const words = escapes(key, value as Record<string, unknown>);
      if (words) found.add(words);
    }
    collect(value, found);
  }
}

/**
 * What in `sql` would step out of the read-only transaction a Read-only member's SQL runs in, or
 * out of the read role it runs as (`SET LOCAL ROLE`): ending the transaction, a `RESET ROLE`
 * (back to the session's role, the project's owner), `set_config('role', ...)`, or a `DO` block,
 * which could run either as text the parser cannot see. Empty when nothing; undefined when the
 * parser refuses the text (then Postgres refuses it before running any of it). Writes are not
 * listed: Postgres refuses them itself, in its own words.
 */
export async function readOnlyEscapes(sql: string): Promise<readonly string[] | undefined> {
  const statements = await parseRaw(sql);
  if (!statements) return undefined;
  const found = new Set<string>();
  for (const { stmt } of statements) collect(stmt, found);
  return [...found];
}

import { partsInTree, type NodeWords } from './parts-in-tree.js';

/** Settings through which SQL becomes the session's own role again: `RESET ROLE`, `SET ROLE NONE`. */
const IDENTITY_SETTINGS = new Set(['role', 'session_authorization']);

/** What one node of the tree would use to leave a read-only run, in words, or undefined. */
const escapes: NodeWords = (kind, fields) => {
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
};

/**
 * What in `sql` would step out of the read-only transaction a Read-only member's SQL runs in, or
 * out of the read role it runs as (`SET LOCAL ROLE`): ending the transaction, a `RESET ROLE`
 * (back to the session's role, the project's owner), `set_config('role', ...)`, or a `DO` block,
 * which could run either as text the parser cannot see. Empty when nothing; undefined when the
 * parser refuses the text (then Postgres refuses it before running any of it). Writes are not
 * listed: Postgres refuses them itself, in its own words.
 */
export const readOnlyEscapes = (sql: string): Promise<readonly string[] | undefined> =>
  partsInTree(sql, escapes);

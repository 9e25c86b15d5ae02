import { partsInTree, type NodeWords } from './parts-in-tree.js';

/** Node types that remove whatever they name: `DROP TABLE`, `DROP DATABASE`, `DROP OWNED`... */
const DROPPING = /^Drop[A-Za-z]*Stmt$/;

/** Object kinds read better than the parser's names (`OBJECT_MATVIEW`). */
const OBJECT_WORDS: Record<string, string> = {
  OBJECT_MATVIEW: 'MATERIALIZED VIEW',
  OBJECT_FDW: 'FOREIGN DATA WRAPPER',
  OBJECT_FOREIGN_SERVER: 'SERVER',
};

const objectWord = (removeType: unknown) =>
  typeof removeType === 'string'
    ? (OBJECT_WORDS[removeType] ?? removeType.replace(/^OBJECT_/, '').replaceAll('_', ' '))
    : undefined;

const DROP_WORDS: Record<string, string> = {
  DropdbStmt: 'DROP DATABASE',
  DropRoleStmt: 'DROP ROLE',
  DropOwnedStmt: 'DROP OWNED',
  DropTableSpaceStmt: 'DROP TABLESPACE',
  DropSubscriptionStmt: 'DROP SUBSCRIPTION',
  DropUserMappingStmt: 'DROP USER MAPPING',
};

/** What one node of the tree destroys, in words, or undefined when it destroys nothing. */
const destroys: NodeWords = (kind, fields) => {
  if (kind === 'DropStmt') return `DROP ${objectWord(fields.removeType) ?? ''}`.trim();
  if (DROPPING.test(kind)) return DROP_WORDS[kind] ?? 'DROP';
  if (kind === 'TruncateStmt') return 'TRUNCATE';
  if (kind === 'DeleteStmt' && !fields.whereClause) return 'DELETE without WHERE';
  if (kind === 'UpdateStmt' && !fields.whereClause) return 'UPDATE without WHERE';
  if (kind === 'AlterTableCmd' && fields.subtype === 'AT_DropColumn') return 'DROP COLUMN';
  return undefined;
};

/**
 * What `sql` would destroy, as Postgres's own parser reads it, in words and in order of first
 * appearance (`DROP TABLE`, `TRUNCATE`, `DELETE without WHERE`, `UPDATE without WHERE`,
 * `DROP COLUMN`): empty when nothing, undefined when the parser refuses the text (then Postgres
 * refuses it before running any of it). Comments and string literals never count, unlike a
 * pattern over the text, and a `DELETE` hidden in a CTE or an `EXPLAIN ANALYZE` does.
 */
export const destructiveParts = (sql: string): Promise<readonly string[] | undefined> =>
  partsInTree(sql, destroys);

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

/**
 * Built-in functions that only read: a reading statement may call these and still be a read. Any
 * other call (a function of the project's, `dblink_exec`, `lo_unlink`, `pg_terminate_backend`)
 * may change something, so the statement is recorded: wrapping a change in a SELECT must not
 * hide it from the audit log. Unknown is recorded, so the list only needs the common reads.
 */
const READING_FUNCTIONS = new Set([
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'array_agg',
  'string_agg',
  'json_agg',
  'jsonb_agg',
  'bool_and',
  'bool_or',
  'every',
  'row_number',
  'rank',
  'dense_rank',
  'lag',
  'lead',
  'now',
  'current_timestamp',
  'current_date',
  'clock_timestamp',
  'date_trunc',
  'date_part',
  'extract',
  'to_char',
  'to_date',
  'to_timestamp',
  'age',
  'coalesce',
  'nullif',
  'greatest',
  'least',
  'lower',
  'upper',
  'length',
  'char_length',
  'substring',
  'substr',
  'trim',
  'btrim',
  'concat',
  'concat_ws',
  'replace',
  'split_part',
  'left',
  'right',
  'position',
  'format',
  'abs',
  'round',
  'floor',
  'ceil',
  'ceiling',
  'random',
  'md5',
  'gen_random_uuid',
  'jsonb_build_object',
  'json_build_object',
  'jsonb_pretty',
  'to_json',
  'to_jsonb',
  'jsonb_array_elements',
  'jsonb_each',
  'jsonb_object_keys',
  'unnest',
  'generate_series',
  'array_length',
  'cardinality',
  'pg_size_pretty',
  'pg_total_relation_size',
  'pg_relation_size',
  'pg_database_size',
  'pg_get_viewdef',
  'pg_get_functiondef',
  'pg_get_constraintdef',
  'pg_get_indexdef',
  'pg_get_triggerdef',
  'format_type',
  'obj_description',
  'col_description',
  'has_table_privilege',
  'has_schema_privilege',
  'current_setting',
  'version',
  'current_user',
  'session_user',
  'current_schema',
]);

/** The names of the functions a statement calls: `[schema, name]` or `[name]` each. */
function calledFunctions(tree: unknown): string[][] {
  const names: string[][] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'FuncCall') {
        const parts = (value as { funcname?: { String?: { sval?: string } }[] }).funcname ?? [];
        names.push(parts.map((part) => part.String?.sval ?? ''));
      }
      walk(value);
    }
  };
  walk(tree);
  return names;
}

const callsOnlyReadingFunctions = (tree: unknown) =>
  calledFunctions(tree).every(
    (name) =>
      (name.length === 1 || (name.length === 2 && name[0] === 'pg_catalog')) &&
      READING_FUNCTIONS.has(name.at(-1)!),
  );

/** A `SET search_path` can put a function of the project's before the built-in of that name. */
const setsSearchPath = (statement: ParsedStatement) =>
  statement.kind === 'VariableSetStmt' &&
  (statement.tree as { name?: string }).name === 'search_path';

const reads = (statement: ParsedStatement) =>
  READING_KINDS.has(statement.kind) &&
  !CHANGING_PART.test(JSON.stringify(statement.tree)) &&
  !setsSearchPath(statement) &&
  callsOnlyReadingFunctions(statement.tree);

/**
 * The kinds of the statements in `sql`, or undefined when it cannot be told: the parser refuses
 * the text (then Postgres refuses it too, before running any of it), or the text is over
 * `MAX_INLINE_PARSE_CHARS`, which is not parsed again on the event loop for this. A SELECT
 * calling anything but a built-in read is a change here (`READING_FUNCTIONS`); what a view or a
 * user-defined operator calls is not seen.
 */
export async function sqlKinds(sql: string): Promise<SqlKinds | undefined> {
  if (sql.length > MAX_INLINE_PARSE_CHARS) return undefined;
  const statements = await parseStatements(sql);
  if (!statements) return undefined;
  return { kinds: statements.map((s) => s.kind), onlyReads: statements.every(reads) };
}

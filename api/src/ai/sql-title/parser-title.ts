import type { RawStatement } from '../../sql/parse-off-loop.js';

/** A snippet's suggested name and what it does, in words. */
export interface SqlTitle {
  readonly title: string;
  readonly description: string;
}

type Node = Record<string, unknown>;

/** A relation as the parser gives it (`RangeVar`'s fields): its name, without `public.`. */
function relationName(node: unknown): string | undefined {
  const relation = node as { relname?: string; schemaname?: string } | undefined;
  if (!relation?.relname) return undefined;
  return relation.schemaname && relation.schemaname !== 'public'
    ? `${relation.schemaname}.${relation.relname}`
    : relation.relname;
}

/**
 * The tables a tree reads (`RangeVar`s), in the order the text names them, without the CTEs it
 * names itself.
 */
function readTables(tree: unknown): string[] {
  const tables = new Map<string, number>();
  const ctes = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'RangeVar') {
        const name = relationName(value);
        const at = (value as { location?: number }).location ?? 0;
        if (name) tables.set(name, Math.min(at, tables.get(name) ?? at));
      } else if (key === 'CommonTableExpr') {
        const name = (value as { ctename?: string }).ctename;
        if (name) ctes.add(name);
      }
      walk(value);
    }
  };
  walk(tree);
  return [...tables]
    .sort(([, a], [, b]) => a - b)
    .map(([table]) => table)
    .filter((table) => !ctes.has(table));
}

/** A name list's last part (`public.f` → `f`). */
const lastName = (names: unknown) =>
  ((names as { String?: { sval?: string } }[] | undefined) ?? []).at(-1)?.String?.sval;

/** `a`, `a and b`, `a, b and c`. */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What one statement does: its phrase, the table it changes, and the tables it reads. */
interface StatementWords {
  readonly phrase: string;
  readonly changes: readonly string[];
  readonly reads: readonly string[];
}

/** Words for one statement's node type and fields. */
function statementWords(kind: string, fields: Node): StatementWords {
  const target = relationName(fields.relation);
  const reads = readTables(fields).filter((table) => table !== target);
  const on = (verb: string, name = target) => ({
    phrase: name ? `${verb} ${name}` : verb,
    changes: name ? [name] : [],
    reads,
  });
  switch (kind) {
    case 'SelectStmt':
      return {
        phrase: reads.length ? `Select from ${listed(reads)}` : 'Select values',
        changes: [],
        reads,
      };
    case 'InsertStmt':
      return on('Insert into');
    case 'UpdateStmt':
      return on('Update');
    case 'DeleteStmt':
      return on('Delete from');
    case 'MergeStmt':
      return on('Merge into');
    case 'CreateStmt':
      return on('Create table');
    case 'AlterTableStmt':
      return on('Alter table');
    case 'CreateTrigStmt':
      return on('Create trigger on');
    case 'IndexStmt':
      return on('Create index on');
    case 'CreatePolicyStmt':
      return on('Create policy on', relationName(fields.table));
    case 'ViewStmt':
      return { ...on('Create view', relationName(fields.view)), reads };
    case 'CreateTableAsStmt':
      return on('Create table', relationName((fields.into as Node | undefined)?.rel));
    case 'TruncateStmt': {
      const tables = readTables(fields.relations);
      return { phrase: `Truncate ${listed(tables)}`, changes: tables, reads: [] };
    }
    case 'CreateFunctionStmt':
      return {
        phrase: `Create function ${lastName(fields.funcname) ?? ''}`.trim(),
        changes: [],
        reads: [],
      };
    case 'DropStmt': {
      const type = String(fields.removeType ?? '')
        .replace(/^OBJECT_/, '')
        .toLowerCase();
      return { phrase: `Drop ${type.replaceAll('_', ' ')}`.trim(), changes: [], reads: [] };
    }
    case 'CreateSchemaStmt':
      return {
        phrase: `Create schema ${String(fields.schemaname ?? '')}`.trim(),
        changes: [],
        reads: [],
      };
    case 'CreateExtensionStmt':
      return {
        phrase: `Enable extension ${String(fields.extname ?? '')}`.trim(),
        changes: [],
        reads: [],
      };
    case 'ExplainStmt': {
      const [inner] = Object.entries((fields.query as Node | undefined) ?? {});
      const words = inner ? statementWords(inner[0], inner[1] as Node) : undefined;
      return {
        phrase: words
          ? `Explain ${words.phrase.charAt(0).toLowerCase()}${words.phrase.slice(1)}`
          : 'Explain',
        changes: [],
        reads: words ? [...words.reads, ...words.changes] : [],
      };
    }
    default: {
      // `VariableSetStmt` → "Variable set": the parser's own name, in words.
      const words = kind
        .replace(/Stmt$/, '')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase();
      return { phrase: words.charAt(0).toUpperCase() + words.slice(1), changes: [], reads };
    }
  }
}

const MAX_PHRASES = 3;

/**
 * A title and description for `statements` (Postgres's own parse), from what they read or change
 * and from which tables: "Select from orders and customers", "Reads orders and customers.".
 */
export function titleFromStatements(statements: readonly RawStatement[]): SqlTitle {
  const words = statements.flatMap(({ stmt }) => {
    const [entry] = Object.entries(stmt ?? {});
    return entry ? [statementWords(entry[0], entry[1] as Node)] : [];
  });
  if (words.length === 0) return { title: 'Empty query', description: 'Holds no statement.' };
  const phrases = [...new Set(words.map((word) => word.phrase))];
  const shown = phrases.slice(0, MAX_PHRASES);
  const more = phrases.length - shown.length;
  const title =
    shown
      .map((phrase, index) =>
        index === 0 ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1),
      )
      .join(', ') + (more > 0 ? ` and ${more} more` : '');
  const changes = [...new Set(words.flatMap((word) => word.changes))];
  const reads = [...new Set(words.flatMap((word) => word.reads))].filter(
    (table) => !changes.includes(table),
  );
  const parts = [
    words.length > 1 ? `Runs ${words.length} statements.` : '',
    reads.length ? `Reads ${listed(reads)}.` : '',
    changes.length ? `Changes ${listed(changes)}.` : '',
  ].filter(Boolean);
  return { title, description: parts.length ? parts.join(' ') : `${phrases[0]}.` };
}

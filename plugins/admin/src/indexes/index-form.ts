import { identifierProblem, qualifiedName, quoteIdent } from '@atrium/common/identifiers';
import type { PgMetaClient, RequestOf } from '@atrium/core/plugin-api';
import type { DbIndex } from '../data/index-queries.js';

type CreateBody = RequestOf<PgMetaClient['columns']['indexes']['$post']>['json'];

/** The access methods the API builds with; btree first, the default. */
export const INDEX_METHODS = [
  'btree',
  'hash',
  'gin',
  'gist',
  'brin',
] as const satisfies readonly NonNullable<CreateBody['method']>[];
export type IndexMethod = (typeof INDEX_METHODS)[number];

export const INDEX_MESSAGES = {
  table: 'Please select a table',
  columns: 'Please select at least one column',
} as const;

/** What the create panel holds; an empty name lets Postgres choose one. */
export interface IndexForm {
  readonly tableId: number | null;
  readonly columns: readonly string[];
  readonly method: IndexMethod;
  readonly unique: boolean;
  readonly name: string;
}

export const newIndexForm = (): IndexForm => ({
  tableId: null,
  columns: [],
  method: 'btree',
  unique: false,
  name: '',
});

/** Only btree indexes can enforce uniqueness in Postgres 15. */
export const canBeUnique = (method: IndexMethod) => method === 'btree';

export type IndexErrors = Partial<Record<'table' | 'columns' | 'name', string>>;

export function validateIndex(form: IndexForm): IndexErrors {
  const errors: IndexErrors = {};
  if (form.tableId === null) errors.table = INDEX_MESSAGES.table;
  if (form.columns.length === 0) errors.columns = INDEX_MESSAGES.columns;
  const name = form.name.trim();
  const problem = name ? identifierProblem(name) : undefined;
  if (problem) errors.name = problem;
  return errors;
}

/** The body of `POST /indexes` for a valid form. */
export function createBody(form: IndexForm): CreateBody {
  const name = form.name.trim();
  return {
    table_id: form.tableId!,
    columns: [...form.columns],
    method: form.method,
    unique: canBeUnique(form.method) && form.unique,
    ...(name && { name }),
  };
}

/** The statement `POST /indexes` runs (the API's `createIndex`), shown before it runs. */
export function createIndexSql(table: { schema: string; name: string }, form: IndexForm): string {
  const name = form.name.trim();
  const unique = canBeUnique(form.method) && form.unique ? ' UNIQUE' : '';
  const columns = form.columns.length ? form.columns.map(quoteIdent).join(', ') : '…';
  return (
    `CREATE${unique} INDEX CONCURRENTLY${name ? ` ${quoteIdent(name)}` : ''}` +
    ` ON ${qualifiedName(table.schema, table.name)} USING ${form.method} (${columns})`
  );
}

/** The statement `DELETE /indexes/{id}` runs (the API's `dropIndex`), shown before it runs. */
export const dropIndexSql = (index: { schema: string; name: string }, cascade: boolean) =>
  `DROP INDEX ${qualifiedName(index.schema, index.name)}${cascade ? ' CASCADE' : ' RESTRICT'}`;

export const INVALID_NOTE =
  'A build that failed or has not finished: writes still maintain it, queries never use it. Drop it and create it again.';
export const UNUSED_NOTE =
  'No scans since statistics were last reset, yet it takes space and slows every write.';

/** What to say about an index that does not earn its keep, if anything. */
export function indexNote(index: Pick<DbIndex, 'is_valid' | 'idx_scan' | 'is_unique'>) {
  if (!index.is_valid) return { tone: 'critical', label: 'Invalid', text: INVALID_NOTE } as const;
  // A unique index (a primary key's too) enforces its rule whether or not queries use it.
  if (index.idx_scan === 0 && !index.is_unique) {
    return { tone: 'caution', label: 'Unused', text: UNUSED_NOTE } as const;
  }
  return undefined;
}

/** The list's search: a case-insensitive substring of the index's or its table's name. */
export const indexSearch = (index: Pick<DbIndex, 'name' | 'table'>, search: string) => {
  const term = search.toLowerCase();
  return index.name.toLowerCase().includes(term) || index.table.toLowerCase().includes(term);
};

import { inject } from 'vitest';
import { directQuery, uniqueName } from '../../harness/database.js';
import { ownerAuth } from '../../harness/instance-tokens.js';

export interface TestTable {
  /** The quoted, schema-qualified name, for SQL. */
  readonly sql: string;
  readonly name: string;
  readonly id: number;
  /** `/platform/pg-meta/default/tables/{id}`. */
  readonly path: string;
}

/** Creates a uniquely named table from `columns` (and optional follow-up SQL using `{t}`). */
export async function createTable(prefix: string, columns: string, after = ''): Promise<TestTable> {
  const name = uniqueName(prefix);
  const sql = `public."${name}"`;
  await directQuery(`CREATE TABLE ${sql} (${columns}); ${after.replaceAll('{t}', sql)}`);
  const [row] = await directQuery<{ id: number }>('SELECT $1::regclass::oid::int AS id', [sql]);
  return { sql, name, id: row!.id, path: `/platform/pg-meta/default/tables/${row!.id}` };
}

/** A raw request to the integration API as its owner, for bodies and answers that are not JSON. */
export const rawFetch = (path: string, init: RequestInit = {}) =>
  fetch(`${inject('apiUrl')}${path}`, {
    ...init,
    headers: { ...ownerAuth(), ...(init.headers as Record<string, string> | undefined) },
  });

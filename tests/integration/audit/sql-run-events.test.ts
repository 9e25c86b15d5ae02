import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../harness/database.js';
import { trackedRequest } from './tracked-request.js';

const run = (sql: string) =>
  trackedRequest('POST', '/platform/pg-meta/default/query', { query: sql });

/** `/query` is a change only when Postgres's parser finds a statement that changes something. */
describe('audit events for SQL runs', () => {
  it('records nothing for reads: the UI looking at the catalog is not a change', async () => {
    for (const sql of ['select extname from pg_extension', 'SELECT 1; SHOW search_path']) {
      const read = await run(sql);
      expect(read.status, sql).toBe(200);
      expect(read.entries, sql).toEqual([]);
    }
  });

  it("records a change as 'sql.run' with the statements' kinds", async () => {
    const name = uniqueName('sql_audited');
    const changed = await run(`CREATE TABLE public.${name} (id int); DROP TABLE public.${name}`);
    expect(changed.status).toBe(200);
    expect(changed.entries).toEqual([
      expect.objectContaining({
        action: 'sql.run',
        details: { statement_kinds: ['CreateStmt', 'DropStmt'] },
        status: 200,
      }),
    ]);
  });

  it('records a failed change with its status', async () => {
    const failed = await run('DROP TABLE public.no_such_table_for_audit');
    expect(failed.status).toBe(404);
    expect(failed.entries).toEqual([
      expect.objectContaining({
        action: 'sql.run',
        details: { statement_kinds: ['DropStmt'] },
        status: 404,
      }),
    ]);
  });

  it('records a change wrapped in a SELECT of a function, which the parser alone reads as a read', async () => {
    const name = uniqueName('sql_wrapped');
    const made = await run(
      `CREATE FUNCTION public.${name}() RETURNS int LANGUAGE sql AS 'SELECT 1'`,
    );
    expect(made.status).toBe(200);
    const wrapped = await run(`SELECT public.${name}()`);
    expect(wrapped.status).toBe(200);
    expect(wrapped.entries).toEqual([
      expect.objectContaining({
        action: 'sql.run',
        details: { statement_kinds: ['SelectStmt'] },
      }),
    ]);
    await run(`DROP FUNCTION public.${name}()`);
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  isScriptRow,
  parseScriptLine,
  type ScriptEvent,
  type ScriptLine,
} from '../../../common/src/sql-script.js';
import { ownerAuth, sharedUrl } from '../../harness/instance-tokens.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { waitFor } from '../../harness/wait-for.js';
import { addedMemberToken } from '../hosted/hosted-calls.js';

const PATH = '/platform/pg-meta/default/query/results';

const post = (body: unknown, headers: Record<string, string> = ownerAuth(), signal?: AbortSignal) =>
  fetch(`${sharedUrl()}${PATH}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });

/** Runs a script as the owner and answers its lines, parsed. */
async function run(query: string, extra: object = {}): Promise<ScriptLine[]> {
  const response = await post({ query, ...extra });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/x-ndjson');
  const text = await response.text();
  expect(text.endsWith('\n')).toBe(true);
  return text.trimEnd().split('\n').map(parseScriptLine);
}

const events = (lines: ScriptLine[]) =>
  lines.filter((line): line is ScriptEvent => !isScriptRow(line));
const last = (lines: ScriptLine[]) => lines.at(-1) as ScriptEvent;

describe('POST /platform/pg-meta/{ref}/query/results', () => {
  it('answers every result set of a script, and the tag of each statement without rows', async () => {
    const table = uniqueName('results');
    const lines = await run(
      `CREATE TABLE ${table} (id int, label text);
       INSERT INTO ${table} VALUES (1, 'one'), (2, NULL);
       SELECT id, label FROM ${table} ORDER BY id;
       UPDATE ${table} SET label = 'two' WHERE id = 2;
       SELECT 'a "quoted"' || E'\\n' || 'line' AS text, 1 AS text`,
    );
    expect(lines.slice(0, -2)).toEqual([
      { kind: 'complete', command: 'CREATE TABLE', row_count: null, cut: null },
      { kind: 'complete', command: 'INSERT', row_count: 2, cut: null },
      {
        kind: 'columns',
        columns: [
          { name: 'id', type_id: 23 },
          { name: 'label', type_id: 25 },
        ],
      },
      ['1', 'one'],
      ['2', null],
      { kind: 'complete', command: 'SELECT', row_count: 2, cut: null },
      { kind: 'complete', command: 'UPDATE', row_count: 1, cut: null },
      // Two columns of one name stay two: rows are arrays, not objects.
      {
        kind: 'columns',
        columns: [
          { name: 'text', type_id: 25 },
          { name: 'text', type_id: 23 },
        ],
      },
      ['a "quoted"\nline', '1'],
      { kind: 'complete', command: 'SELECT', row_count: 1, cut: null },
    ]);
    expect(lines.at(-2)).toEqual({ kind: 'types', names: { '23': 'integer', '25': 'text' } });
    expect(last(lines)).toMatchObject({ kind: 'end', duration_ms: expect.any(Number) });
    await directQuery(`DROP TABLE ${table}`);
  });

  it('cuts the answer at the row cap, says so per result set, and gives the full count', async () => {
    // The shared instance's cap is the default, 100,000 rows over the whole answer.
    const lines = await run(
      'SELECT n FROM generate_series(1, 100005) AS n; SELECT 1 AS after_the_cap',
    );
    expect(lines.filter(isScriptRow)).toHaveLength(100_000);
    expect(lines.filter(isScriptRow).at(-1)).toEqual(['100000']);
    expect(events(lines).filter((event) => event.kind === 'complete')).toEqual([
      { kind: 'complete', command: 'SELECT', row_count: 100_005, cut: 'rows' },
      { kind: 'complete', command: 'SELECT', row_count: 1, cut: 'rows' },
    ]);
    expect(last(lines).kind).toBe('end');
  });

  it("ends with Postgres's error and its position in the script, after the rows before it", async () => {
    const missing = uniqueName('missing');
    const lines = await run(`SELECT 1 AS fine;\nSELECT * FROM ${missing}`);
    expect(lines.slice(0, 3)).toEqual([
      { kind: 'columns', columns: [{ name: 'fine', type_id: 23 }] },
      ['1'],
      { kind: 'complete', command: 'SELECT', row_count: 1, cut: null },
    ]);
    expect(last(lines)).toEqual({
      kind: 'error',
      error: { message: `relation "${missing}" does not exist`, code: '42P01', position: 33 },
    });
  });

  it('answers a syntax error anywhere before any statement runs, as Postgres parses first', async () => {
    const lines = await run('SELECT 1 AS fine;\nSELEC 2');
    expect(lines.filter(isScriptRow)).toEqual([]);
    expect(last(lines)).toEqual({
      kind: 'error',
      error: { message: 'syntax error at or near "SELEC"', code: '42601', position: 19 },
    });
  });

  it('breaks off with the error a statement raises midway through its rows', async () => {
    const lines = await run('SELECT 10 / (5 - n) FROM generate_series(1, 10) AS n');
    expect(lines.filter(isScriptRow).length).toBeLessThan(5);
    expect(last(lines)).toMatchObject({ kind: 'error', error: { code: '22012' } });
  });

  it("runs as an impersonated role, refused a write with Postgres's own message", async () => {
    const table = uniqueName('guarded');
    await directQuery(`CREATE TABLE ${table} (id int); REVOKE ALL ON ${table} FROM anon`);
    const lines = await run(`SELECT current_user AS who; INSERT INTO ${table} VALUES (1)`, {
      role: 'anon',
    });
    expect(lines[1]).toEqual(['anon']);
    expect(last(lines)).toMatchObject({
      kind: 'error',
      error: { code: '42501', message: `permission denied for table ${table}` },
    });
    expect(await directQuery(`SELECT count(*)::int AS n FROM ${table}`)).toEqual([{ n: 0 }]);
    await directQuery(`DROP TABLE ${table}`);
  });

  it('keeps a hostile script to the members role, and leaves nothing of its session behind', async () => {
    const settings = "SELECT current_user AS who, current_setting('search_path') AS path";
    const before = (await run(settings)).filter(isScriptRow);
    const hostile = await run(
      `RESET ROLE; SET search_path TO pg_catalog; SELECT current_user AS who, rolsuper
         FROM pg_roles WHERE rolname = current_user; SET ROLE postgres`,
      { role: 'anon' },
    );
    expect(hostile.filter(isScriptRow)).toEqual([['project_default', 'f']]);
    expect(last(hostile)).toMatchObject({ kind: 'error', error: { code: '42501' } });

    expect(before[0]?.[0]).toBe('project_default');
    expect((await run(settings)).filter(isScriptRow)).toEqual(before);
  });

  it('cancels the running statement when the client goes away', async () => {
    const marker = uniqueName('left');
    const leaving = new AbortController();
    const response = await post(
      { query: `SELECT pg_sleep(60) AS ${marker}` },
      ownerAuth(),
      leaving.signal,
    );
    expect(response.status).toBe(200);
    const running = () =>
      directQuery<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE '%' || $1 || '%' AND pid <> pg_backend_pid()`,
        [marker],
      ).then((rows) => rows[0]!.n);
    await waitFor(async () => (await running()) === 1, 10_000);
    leaving.abort();
    await waitFor(async () => (await running()) === 0, 10_000);
  });

  it('refuses a destructive script unconfirmed before any of it runs, and runs it confirmed', async () => {
    const table = uniqueName('destroy');
    await directQuery(`CREATE TABLE ${table} (id int); INSERT INTO ${table} VALUES (1), (2)`);
    // The INSERT comes first: it must not run either.
    const script = `INSERT INTO ${table} VALUES (3); -- drop table in a comment is no drop
      DELETE FROM ${table}; DROP TABLE ${table}`;
    const refused = await post({ query: script });
    expect(refused.status).toBe(428);
    expect(await refused.json()).toEqual({
      error: {
        code: 'destructive_statement',
        message: 'This query would run DELETE without WHERE, DROP TABLE.',
      },
    });
    expect(await directQuery(`SELECT count(*)::int AS n FROM ${table}`)).toEqual([{ n: 2 }]);

    expect(last(await run(`DELETE FROM ${table} WHERE id = 1`))).toMatchObject({ kind: 'end' });
    expect(last(await run(script, { destructive_confirmed: true }))).toMatchObject({
      kind: 'end',
    });
    expect(await directQuery('SELECT to_regclass($1) AS gone', [table])).toEqual([{ gone: null }]);
  });

  describe('as a member', () => {
    let readOnly: string;

    beforeAll(async () => {
      const account = {
        email: `${uniqueName('ro')}@example.test`,
        password: `pw-${uniqueName('secret')}`,
      };
      readOnly = await addedMemberToken(
        inject('apiUrl'),
        inject('ownerToken'),
        'default',
        account,
        'read_only',
      );
    });

    const asReader = (body: object) => post(body, { authorization: `Bearer ${readOnly}` });
    const linesOf = async (response: Response) =>
      (await response.text()).trimEnd().split('\n').map(parseScriptLine);

    it("runs a Read-only member's SQL as the read role, in a read-only transaction", async () => {
      const table = uniqueName('readable');
      // Row level security without a policy: the read role still sees every row, as the grid does.
      await directQuery(`CREATE TABLE ${table} (id int); INSERT INTO ${table} VALUES (1), (2);
        ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      const response = await asReader({
        // Asking to run as another role changes nothing for a Read-only member.
        role: 'service_role',
        query: `SELECT current_user AS who, current_setting('transaction_read_only') AS ro;
          SELECT count(*)::int AS n FROM ${table}`,
      });
      expect(response.status).toBe(200);
      const rows = (await linesOf(response)).filter(isScriptRow);
      expect(rows).toEqual([['atrium_read_only', 'on'], ['2']]);
      await directQuery(`DROP TABLE ${table}`);
    });

    it("refuses a Read-only member's writes with Postgres's own message, and keeps the rows", async () => {
      const table = uniqueName('kept');
      await directQuery(`CREATE TABLE ${table} (id int); INSERT INTO ${table} VALUES (1)`);
      for (const [query, message] of [
        [`DELETE FROM ${table}`, 'cannot execute DELETE in a read-only transaction'],
        [
          `UPDATE ${table} SET id = 2 WHERE id = 1`,
          'cannot execute UPDATE in a read-only transaction',
        ],
        ['CREATE TABLE written (id int)', 'cannot execute CREATE TABLE in a read-only transaction'],
        [
          `SELECT * INTO copied FROM ${table}`,
          'cannot execute SELECT INTO in a read-only transaction',
        ],
      ]) {
        const response = await asReader({ query });
        expect(response.status, query).toBe(200);
        expect(last(await linesOf(response)), query).toMatchObject({
          kind: 'error',
          error: { message },
        });
      }
      expect(await directQuery(`SELECT count(*)::int AS n FROM ${table}`)).toEqual([{ n: 1 }]);
      await directQuery(`DROP TABLE ${table}`);
    });

    it("refuses a Read-only member's way out of the read-only transaction or the read role", async () => {
      const table = uniqueName('escape');
      await directQuery(`CREATE TABLE ${table} (id int); INSERT INTO ${table} VALUES (1)`);
      for (const query of [
        `COMMIT; DELETE FROM ${table}`,
        `RESET ROLE; SELECT 1`,
        `SET ROLE NONE`,
        `SELECT set_config('role', 'none', true)`,
        `SELECT pg_catalog.set_config('role', 'none', true)`,
        `DO $$ BEGIN EXECUTE 'RESET ROLE'; END $$`,
        `ROLLBACK; BEGIN; DELETE FROM ${table}`,
      ]) {
        const response = await asReader({ query });
        expect(response.status, query).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code, query).toBe(
          'read_only_statement',
        );
      }
      expect(await directQuery(`SELECT count(*)::int AS n FROM ${table}`)).toEqual([{ n: 1 }]);
      await directQuery(`DROP TABLE ${table}`);
    });
  });

  it('refuses an empty script', async () => {
    const response = await post({ query: '' });
    expect(response.status).toBe(400);
  });
});

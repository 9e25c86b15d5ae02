import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueName } from '../harness/database.js';
import { sharedClusterUrl } from '../harness/shared-cluster-instance.js';
import { callAs, addedMemberToken } from './hosted/hosted-calls.js';

/**
 * The SQL history (docs/architecture/api.md): every run of the SQL editor (`/query/results`) is
 * recorded for its user and project once it ended, the newest 500 kept, searchable, and nobody
 * sees another's. Over HTTP as two members of their own, so no other file's runs are seen.
 */
interface HistoryRun {
  id: string;
  sql: string;
  ran_at: string;
  duration_ms: number;
  status: 'ok' | 'error' | 'cancelled';
  error: string | null;
  row_count: number | null;
}
interface HistoryPage {
  runs: HistoryRun[];
  has_more: boolean;
}

const HISTORY = '/platform/projects/default/sql-history';

describe('SQL history', () => {
  const url = () => inject('apiUrl');
  let developer: string;
  let other: string;
  let developerId: string;
  let platform: pg.Pool;

  const member = async (role: string) => {
    const account = {
      email: `${uniqueName('history')}@example.test`,
      password: `pw-${uniqueName('secret')}`,
    };
    const token = await addedMemberToken(url(), inject('ownerToken'), 'default', account, role);
    return { token, email: account.email };
  };

  /** Runs a script in the SQL editor as `token`, reading its whole answer. */
  const run = async (token: string, query: string) => {
    const response = await fetch(`${url()}/platform/pg-meta/default/query/results`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(200);
    return response.text();
  };

  const history = async (token: string, query = '') => {
    const answer = await callAs<HistoryPage>(url(), token, 'GET', `${HISTORY}${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  /** The user's run of `sql`, once recorded (the write follows the answer). */
  const recorded = async (token: string, sql: string) => {
    await expect
      .poll(async () => (await history(token)).runs.some((entry) => entry.sql === sql), {
        timeout: 5000,
      })
      .toBe(true);
    return (await history(token)).runs.find((entry) => entry.sql === sql)!;
  };

  beforeAll(async () => {
    platform = new pg.Pool({ connectionString: sharedClusterUrl('atrium'), max: 1 });
    const first = await member('developer');
    developer = first.token;
    other = (await member('read_only')).token;
    const { rows } = await platform.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      first.email,
    ]);
    developerId = rows[0]!.id;
  });
  afterAll(() => platform?.end());

  it('records a run once it ended: its text, time, status and rows', async () => {
    const sql = `SELECT generate_series(1, 3) AS ${uniqueName('n')}`;
    await run(developer, sql);
    const entry = await recorded(developer, sql);
    expect(entry).toMatchObject({ sql, status: 'ok', error: null, row_count: 3 });
    expect(entry.duration_ms).toBeGreaterThanOrEqual(0);
    expect(Date.now() - Date.parse(entry.ran_at)).toBeLessThan(60_000);
  });

  it('records a failed run with Postgres’s message', async () => {
    const table = uniqueName('missing');
    const sql = `SELECT * FROM ${table}`;
    await run(developer, sql);
    const entry = await recorded(developer, sql);
    expect(entry.status).toBe('error');
    expect(entry.error).toBe(`relation "${table}" does not exist`);
  });

  it('finds runs by their text, a page at a time, newest first', async () => {
    const word = uniqueName('needle');
    const texts = [1, 2, 3].map((n) => `SELECT ${n} AS "${word}%_"`);
    for (const sql of texts) await run(developer, sql);
    await recorded(developer, texts[2]!);
    const search = `?search=${encodeURIComponent(`${word}%_`)}`;
    const first = await history(developer, `${search}&limit=2`);
    expect(first.runs.map((entry) => entry.sql)).toEqual([texts[2], texts[1]]);
    expect(first.has_more).toBe(true);
    const second = await history(developer, `${search}&limit=2&offset=2`);
    expect(second.runs.map((entry) => entry.sql)).toEqual([texts[0]]);
    expect(second.has_more).toBe(false);
    // `%` and `_` stand for themselves: a pattern made of them alone finds nothing here.
    expect((await history(developer, `?search=${encodeURIComponent('%_%')}`)).runs).toEqual([]);
  });

  it('shows nobody another’s runs, nor lets them delete one', async () => {
    const sql = `SELECT '${uniqueName('private')}' AS secret`;
    await run(developer, sql);
    const entry = await recorded(developer, sql);
    const theirs = await history(other, `?search=${encodeURIComponent(sql)}`);
    expect(theirs.runs).toEqual([]);
    const owners = await callAs<HistoryPage>(
      url(),
      inject('ownerToken'),
      'GET',
      `${HISTORY}?search=${encodeURIComponent(sql)}`,
    );
    expect(owners.body.runs).toEqual([]);
    const refused = await callAs<{ deleted: number }>(url(), other, 'DELETE', HISTORY, {
      ids: [entry.id],
    });
    expect(refused.body).toEqual({ deleted: 0 });
    expect((await history(developer)).runs.some((run) => run.id === entry.id)).toBe(true);
  });

  it('deletes the user’s own runs', async () => {
    const sql = `SELECT '${uniqueName('gone')}'`;
    await run(developer, sql);
    const entry = await recorded(developer, sql);
    const deleted = await callAs<{ deleted: number }>(url(), developer, 'DELETE', HISTORY, {
      ids: [entry.id],
    });
    expect(deleted.body).toEqual({ deleted: 1 });
    expect((await history(developer)).runs.some((run) => run.id === entry.id)).toBe(false);
  });

  it('refuses a signed-out caller', async () => {
    const answer = await fetch(`${url()}${HISTORY}`);
    expect(answer.status).toBe(401);
  });

  it('keeps the newest 500 runs of a user in a project', async () => {
    const marker = uniqueName('old');
    // 520 older runs, as if run before: the next run trims them to the newest 499 beside it.
    await platform.query(
      `INSERT INTO module_sql_history.runs (project_id, user_id, sql, duration_ms, status)
       SELECT p.id, $1, 'SELECT ' || n || ' -- ${marker}', 1, 'ok'
         FROM public.projects p, generate_series(1, 520) AS n WHERE p.ref = 'default'`,
      [developerId],
    );
    const sql = `SELECT 'newest' -- ${marker}`;
    await run(developer, sql);
    await recorded(developer, sql);
    const { rows } = await platform.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM module_sql_history.runs WHERE user_id = $1`,
      [developerId],
    );
    expect(rows[0]!.count).toBe(500);
    // The oldest kept is the 22nd seeded (1..21 trimmed): 520 - 499 = 21 removed.
    const kept = await platform.query<{ sql: string }>(
      `SELECT sql FROM module_sql_history.runs WHERE user_id = $1 AND sql LIKE $2 ORDER BY id LIMIT 1`,
      [developerId, `% -- ${marker}`],
    );
    expect(kept.rows[0]!.sql).toBe(`SELECT 22 -- ${marker}`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, query } from '../harness/api.js';
import { directQuery, uniqueName } from '../harness/database.js';

interface ErrorBody {
  error: { message: string; code: string; position?: number };
}

describe('POST /platform/pg-meta/{ref}/query', () => {
  const table = uniqueName('people');

  beforeAll(async () => {
    await directQuery(`CREATE TABLE ${table} (id int PRIMARY KEY, name text NOT NULL)`);
    await directQuery(`INSERT INTO ${table} VALUES (1, 'Ada'), (2, 'Grace')`);
  });
  afterAll(() => directQuery(`DROP TABLE IF EXISTS ${table}`));

  it('returns the rows of the query', async () => {
    const res = await query(`SELECT id, name FROM ${table} ORDER BY id`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Grace' },
    ]);
  });

  it('runs several statements and returns the last result', async () => {
    const res = await query(
      `INSERT INTO ${table} VALUES (3, 'Edsger'); SELECT count(*)::int AS n FROM ${table}`,
    );
    expect(res.body).toEqual([{ n: 3 }]);
    await directQuery(`DELETE FROM ${table} WHERE id = 3`);
  });

  it('answers invalid SQL with 400 and Postgres’s message, code and position', async () => {
    const res = await query<never>('SELECT 1 FROM WHERE');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { message: 'syntax error at or near "WHERE"', code: '42601', position: 15 },
    });
  });

  it('answers an unknown table with 404', async () => {
    const res = await api<ErrorBody>('POST', '/platform/pg-meta/default/query', {
      query: 'SELECT * FROM no_such_table_here',
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: '42P01' });
    expect(res.body.error.message).toContain('no_such_table_here');
  });

  it('answers a unique violation with 409', async () => {
    const res = await api<ErrorBody>('POST', '/platform/pg-meta/default/query', {
      query: `INSERT INTO ${table} VALUES (1, 'again')`,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('23505');
  });

  it('answers an unknown project as a foreign one: 403, telling nothing of what exists', async () => {
    const res = await api<ErrorBody>('POST', '/platform/pg-meta/nope/query', { query: 'SELECT 1' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('insufficient_permissions');
  });

  it('rejects a request without SQL, and malformed JSON, with 400', async () => {
    const missing = await api<ErrorBody>('POST', '/platform/pg-meta/default/query', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('invalid_request');
    expect(missing.body.error.message).toContain('query');

    const malformed = await api<ErrorBody>('POST', '/platform/pg-meta/default/query', '{"query":');
    expect(malformed.status).toBe(400);
  });

  it('rolls back a transaction the script left open, so nothing leaks into the next request', async () => {
    const leaked = uniqueName('leaked');
    const res = await query(`BEGIN; CREATE TABLE ${leaked} (id int); SELECT 1 AS ok`);
    expect(res.status).toBe(200);
    const rows = await directQuery<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [
      leaked,
    ]);
    expect(rows).toEqual([{ t: null }]);
    // The connection went back to the pool idle: a plain query on it still works.
    expect((await query('SELECT 2 AS two')).body).toEqual([{ two: 2 }]);
  });

  it('keeps nothing of a failing multi-statement script', async () => {
    const res = await query(`INSERT INTO ${table} VALUES (10, 'partial'); SELECT 1/0`);
    expect(res.status).toBe(400);
    expect(await directQuery(`SELECT * FROM ${table} WHERE id = 10`)).toEqual([]);
  });
});

describe('statement timeout', () => {
  it('answers 504 and really cancels the backend', async () => {
    const marker = uniqueName('slow');
    const started = Date.now();
    const res = await api<ErrorBody>('POST', '/platform/pg-meta/default/query', {
      query: `SELECT pg_sleep(20) AS ${marker}`,
    });
    expect(res.status).toBe(504);
    expect(res.body.error.code).toBe('57014');
    expect(Date.now() - started).toBeLessThan(10_000);
    const running = await directQuery(
      `SELECT pid FROM pg_stat_activity
       WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
      [`%${marker}%`],
    );
    expect(running).toEqual([]);
  });
});

describe('POST /platform/pg-meta/{ref}/query/format', () => {
  it('formats SQL', async () => {
    const res = await api<{ result: string }>('POST', '/platform/pg-meta/default/query/format', {
      query: 'select a,b from t where x=1',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('select\n  a,\n  b\nfrom\n  t\nwhere\n  x = 1');
  });

  it('returns SQL it cannot parse unchanged', async () => {
    const broken = 'select (( from where';
    const res = await api<{ result: string }>('POST', '/platform/pg-meta/default/query/format', {
      query: broken,
    });
    expect(res.body.result).toBe(broken);
  });
});

describe('GET /health', () => {
  it('is healthy while the database answers', async () => {
    const res = await api('GET', '/health');
    expect(res).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery } from '../../harness/database.js';
import { createTable, type TestTable } from './table.js';

interface ErrorBody {
  error: { message: string; code: string };
}

describe('row edits', () => {
  let t: TestTable;
  let pair: TestTable;

  beforeAll(async () => {
    t = await createTable(
      'edits',
      `id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, name text NOT NULL,
       n int DEFAULT 7, doc jsonb, tags text[]`,
    );
    pair = await createTable(
      'pairs',
      'a int, b text, note text, PRIMARY KEY (a, b)',
      `INSERT INTO {t} VALUES (1, 'x', 'one'), (1, 'y', 'two'), (2, 'x', 'three'), (3, 'z', 'four');`,
    );
  });
  afterAll(() => directQuery(`DROP TABLE IF EXISTS ${t.sql}, ${pair.sql}`));

  it('inserts a row: omitted columns take defaults, identity generates, values keep their types', async () => {
    const res = await api('POST', `${t.path}/rows`, {
      values: { name: 'Ada', doc: { a: [1, 2] }, tags: ['x', 'y'] },
    });
    expect(res.status).toBe(201);
    // json and jsonb are answered as their text, as Postgres prints it.
    expect(res.body).toEqual({
      id: '1',
      name: 'Ada',
      n: 7,
      doc: '{"a": [1, 2]}',
      tags: ['x', 'y'],
    });
    expect(await directQuery(`SELECT name, n FROM ${t.sql}`)).toEqual([{ name: 'Ada', n: 7 }]);
  });

  it('refuses an insert whose every value is empty', async () => {
    for (const values of [{}, { name: null, n: '' }]) {
      const res = await api<ErrorBody>('POST', `${t.path}/rows`, { values });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Nothing to insert: every value is empty');
    }
  });

  it("answers Postgres's reason when a value is refused", async () => {
    const identity = await api<ErrorBody>('POST', `${t.path}/rows`, {
      values: { id: 5, name: 'x' },
    });
    expect(identity.status).toBe(400);
    expect(identity.body.error.code).toBe('428C9');
    const notNull = await api<ErrorBody>('POST', `${t.path}/rows`, { values: { n: 1 } });
    expect(notNull.body.error.code).toBe('23502');
  });

  it('updates a row by primary key and returns it', async () => {
    const [{ id }] = (await directQuery<{ id: string }>(
      `INSERT INTO ${t.sql} (name) VALUES ('Bo') RETURNING id`,
    )) as [{ id: string }];
    const res = await api('PATCH', `${t.path}/rows`, {
      primary_key: { id },
      values: { n: 8, tags: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Bo', n: 8, tags: null });
  });

  it('refuses an update without a key, and answers 404 when no row matches', async () => {
    const none = await api<ErrorBody>('PATCH', `${t.path}/rows`, { values: { n: 1 } });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Updates need a filter: refusing to update every row');
    const empty = await api<ErrorBody>('PATCH', `${t.path}/rows`, {
      primary_key: {},
      values: { n: 1 },
    });
    expect(empty.body.error.message).toBe('Updates need a filter: refusing to update every row');
    const missing = await api('PATCH', `${t.path}/rows`, {
      primary_key: { id: 999 },
      values: { n: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it('deletes rows by composite primary keys', async () => {
    const res = await api('POST', `${pair.path}/rows/delete`, {
      primary_keys: [
        { a: 1, b: 'y' },
        { a: '2', b: 'x' },
      ],
    });
    expect(res.body).toEqual({ deleted: 2 });
    expect(await directQuery(`SELECT note FROM ${pair.sql} ORDER BY note`)).toEqual([
      { note: 'four' },
      { note: 'one' },
    ]);
  });

  it("deletes the rows the grid's filters select, and refuses to delete without one", async () => {
    const refused = await api<ErrorBody>('POST', `${pair.path}/rows/delete`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Deletes need a filter: refusing to delete every row');
    const empty = await api<ErrorBody>('POST', `${pair.path}/rows/delete`, {
      primary_keys: [],
      filters: [],
    });
    expect(empty.status).toBe(400);
    const res = await api('POST', `${pair.path}/rows/delete`, { filters: ['a:gt:2'] });
    expect(res.body).toEqual({ deleted: 1 });
    expect(await directQuery(`SELECT note FROM ${pair.sql}`)).toEqual([{ note: 'one' }]);
  });

  it('truncates, but not while impersonating a role', async () => {
    const refused = await api<ErrorBody>('POST', `${pair.path}/truncate`, { role: 'anon' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'Table truncation is not supported when impersonating a role',
    );
    expect(await directQuery(`SELECT count(*)::int AS n FROM ${pair.sql}`)).toEqual([{ n: 1 }]);
    const res = await api('POST', `${pair.path}/truncate`, { cascade: true });
    expect(res.body).toEqual({ truncated: true });
    expect(await directQuery(`SELECT count(*)::int AS n FROM ${pair.sql}`)).toEqual([{ n: 0 }]);
  });
});

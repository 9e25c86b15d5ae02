import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { rawFetch } from './table.js';

interface ErrorBody {
  error: { message: string; code: string };
}

const tablePath = (id: number) => `/platform/pg-meta/default/tables/${id}`;

/** The 403 the DDL routes answer for a protected schema, word for word. */
const refusal = (schema: string) => ({
  status: 403,
  body: {
    error: {
      message: `Schema "${schema}" is managed by Atrium and is read-only`,
      code: 'protected_schema',
    },
  },
});

describe('row writes into protected schemas', () => {
  // A table of our own in `storage`, so parallel tests using storage.buckets are not disturbed.
  const name = uniqueName('guarded');
  const storage = `storage."${name}"`;
  let id: number;
  const rows = async () =>
    (await directQuery<{ id: number; name: string }>(`SELECT id, name FROM ${storage} ORDER BY id`))
      .length;

  beforeAll(async () => {
    await directQuery(
      `CREATE TABLE ${storage} (id int PRIMARY KEY, name text); INSERT INTO ${storage} VALUES (1, 'kept')`,
    );
    [{ id }] = (await directQuery<{ id: number }>('SELECT $1::regclass::oid::int AS id', [
      storage,
    ])) as [{ id: number }];
  });
  afterAll(() => directQuery(`DROP TABLE IF EXISTS ${storage}`));

  it.each([
    ['insert', 'POST', '/rows', { values: { id: 2, name: 'new' } }],
    ['update', 'PATCH', '/rows', { primary_key: { id: 1 }, values: { name: 'changed' } }],
    ['delete', 'POST', '/rows/delete', { primary_keys: [{ id: 1 }] }],
    ['truncate', 'POST', '/truncate', {}],
  ] as const)(
    'refuses a row %s with 403 and changes nothing',
    async (_what, method, path, body) => {
      const res = await api<ErrorBody>(method, `${tablePath(id)}${path}`, body);
      expect(res).toEqual(refusal('storage'));
      expect(await directQuery(`SELECT id, name FROM ${storage}`)).toEqual([
        { id: 1, name: 'kept' },
      ]);
    },
  );

  it('refuses a CSV import with 403 and imports nothing', async () => {
    const res = await rawFetch(`${tablePath(id)}/import`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: 'id,name\n5,imported\n6,imported\n',
    });
    expect({ status: res.status, body: await res.json() }).toEqual(refusal('storage'));
    expect(await rows()).toBe(1);
  });

  it('refuses to delete rows of a pg_catalog table', async () => {
    const table = uniqueName('described');
    await directQuery(
      `CREATE TABLE public."${table}" (a int); COMMENT ON TABLE public."${table}" IS 'keep me'`,
    );
    const [{ oid, catalog }] = (await directQuery<{ oid: number; catalog: number }>(
      `SELECT $1::regclass::oid::int AS oid, 'pg_catalog.pg_description'::regclass::oid::int AS catalog`,
      [`public."${table}"`],
    )) as [{ oid: number; catalog: number }];
    try {
      const res = await api<ErrorBody>('POST', `${tablePath(catalog)}/rows/delete`, {
        filters: [`objoid:eq:${oid}`],
      });
      expect(res).toEqual(refusal('pg_catalog'));
      const truncate = await api<ErrorBody>('POST', `${tablePath(catalog)}/truncate`, {});
      expect(truncate).toEqual(refusal('pg_catalog'));
      expect(
        await directQuery(`SELECT obj_description($1::regclass, 'pg_class') AS comment`, [
          `public."${table}"`,
        ]),
      ).toEqual([{ comment: 'keep me' }]);
    } finally {
      await directQuery(`DROP TABLE public."${table}"`);
    }
  });

  it('still reads the rows of a protected table', async () => {
    const res = await api<{ rows: unknown[] }>('GET', `${tablePath(id)}/rows`);
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([{ id: 1, name: 'kept' }]);
  });
});

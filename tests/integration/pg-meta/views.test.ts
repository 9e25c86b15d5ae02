import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, superuserQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default';

interface Relation {
  id: number;
  schema: string;
  name: string;
  comment: string | null;
  is_updatable?: boolean;
  definition?: string;
  columns?: { name: string; is_updatable: boolean }[];
}

/** One schema with two views (one updatable), a materialized view, a foreign and a partitioned table. */
async function relationsSchema(): Promise<string> {
  const schema = uniqueName('views');
  const s = `"${schema}"`;
  // A wrapper and its server need the superuser; the members' role may use the server.
  await superuserQuery(`CREATE FOREIGN DATA WRAPPER ${schema}_fdw;
    CREATE SERVER ${schema}_srv FOREIGN DATA WRAPPER ${schema}_fdw;
    GRANT USAGE ON FOREIGN SERVER ${schema}_srv TO project_default;`);
  await directQuery(`CREATE SCHEMA ${s};
    CREATE TABLE ${s}.base (id int, label text);
    CREATE VIEW ${s}.plain AS SELECT id, label FROM ${s}.base;
    CREATE VIEW ${s}.summed AS SELECT count(*) AS n FROM ${s}.base;
    COMMENT ON VIEW ${s}.plain IS 'just rows';
    CREATE MATERIALIZED VIEW ${s}.mat AS SELECT 1 AS x;
    CREATE TABLE ${s}.parts (id int) PARTITION BY RANGE (id);
    CREATE FOREIGN TABLE ${s}.remote (id int) SERVER ${schema}_srv;`);
  return schema;
}

describe('/platform/pg-meta/{ref}/views and the other read-only relation lists', () => {
  it('lists views with updatability, and columns only when asked', async () => {
    const schema = await relationsSchema();
    const listed = await api<Relation[]>('GET', `${base}/views?included_schemas=${schema}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: expect.any(Number), schema, name: 'plain', comment: 'just rows', is_updatable: true },
      { id: expect.any(Number), schema, name: 'summed', comment: null, is_updatable: false },
    ]);
    const withColumns = await api<Relation[]>(
      'GET',
      `${base}/views?included_schemas=${schema}&include_columns=true&limit=1`,
    );
    expect(withColumns.body[0]!.columns!.map((c) => [c.name, c.is_updatable])).toEqual([
      ['id', true],
      ['label', true],
    ]);
    const one = await api<Relation>('GET', `${base}/views/${listed.body[1]!.id}`);
    expect(one.body).toMatchObject({
      name: 'summed',
      columns: [{ name: 'n', is_updatable: false }],
    });
  });

  it('lists materialized views, foreign tables and partitioned tables, each only its kind', async () => {
    const schema = await relationsSchema();
    for (const [path, name] of [
      ['materialized-views', 'mat'],
      ['foreign-tables', 'remote'],
      ['partitioned-tables', 'parts'],
    ] as const) {
      const listed = await api<Relation[]>('GET', `${base}/${path}?included_schemas=${schema}`);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([{ id: expect.any(Number), schema, name, comment: null }]);
      const one = await api<Relation>('GET', `${base}/${path}/${listed.body[0]!.id}`);
      expect(one.body).toMatchObject({
        name,
        columns: [expect.objectContaining({ ordinal_position: 1 })],
      });
    }
  });

  it("answers one view's or materialized view's query, for its Definition view (issue 21, item 18)", async () => {
    const schema = await relationsSchema();
    const [view] = (await api<Relation[]>('GET', `${base}/views?included_schemas=${schema}`)).body;
    const one = await api<Relation>('GET', `${base}/views/${view!.id}`);
    expect(one.body.definition).toMatch(/^\s*SELECT base\.id,\s+base\.label\s+FROM .*base;$/s);
    const [mat] = (
      await api<Relation[]>('GET', `${base}/materialized-views?included_schemas=${schema}`)
    ).body;
    const matOne = await api<Relation>('GET', `${base}/materialized-views/${mat!.id}`);
    expect(matOne.body.definition).toMatch(/SELECT 1 AS x;$/);
    const [remote] = (
      await api<Relation[]>('GET', `${base}/foreign-tables?included_schemas=${schema}`)
    ).body;
    expect(
      (await api<Relation>('GET', `${base}/foreign-tables/${remote!.id}`)).body,
    ).not.toHaveProperty('definition');
  });

  it('answers 404 for unknown ids or another kind, and 400 for bad input', async () => {
    const schema = await relationsSchema();
    const [table] = await directQuery<{ id: number }>(
      `SELECT oid::int AS id FROM pg_class WHERE relname = 'base' AND relnamespace = $1::regnamespace`,
      [schema],
    );
    const notAView = await api<{ error: { message: string } }>('GET', `${base}/views/${table!.id}`);
    expect(notAView.status).toBe(404);
    expect(notAView.body.error.message).toBe(`View with id ${table!.id} not found`);
    expect((await api('GET', `${base}/materialized-views/999999999`)).status).toBe(404);
    expect((await api('GET', `${base}/foreign-tables/abc`)).status).toBe(400);
    expect((await api('GET', `${base}/partitioned-tables?limit=-1`)).status).toBe(400);
  });
});

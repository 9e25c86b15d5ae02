import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, superuserQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/entities';

interface Entity {
  id: number;
  schema: string;
  name: string;
  type: string;
  comment: string | null;
  rls_enabled: boolean;
  security_invoker: boolean | null;
}
interface Page {
  data: Entity[];
  count: number;
}

/** One schema holding one relation of every kind, plus names that look like LIKE wildcards. */
async function sidebarSchema(): Promise<string> {
  const schema = uniqueName('ent');
  const s = `"${schema}"`;
  // A wrapper and its server need the superuser; the members' role may use the server.
  await superuserQuery(`CREATE FOREIGN DATA WRAPPER ${schema}_fdw;
    CREATE SERVER ${schema}_srv FOREIGN DATA WRAPPER ${schema}_fdw;
    GRANT USAGE ON FOREIGN SERVER ${schema}_srv TO project_default;`);
  await directQuery(`CREATE SCHEMA ${s};
    CREATE TABLE ${s}.zebra (id int); ALTER TABLE ${s}.zebra ENABLE ROW LEVEL SECURITY;
    COMMENT ON TABLE ${s}.zebra IS 'stripes';
    CREATE TABLE ${s}."a%b" (id int); CREATE TABLE ${s}.axb (id int);
    CREATE VIEW ${s}.view_one AS SELECT 1 AS x;
    CREATE MATERIALIZED VIEW ${s}.mat AS SELECT 1 AS x;
    CREATE TABLE ${s}.parts (id int) PARTITION BY RANGE (id);
    CREATE FOREIGN TABLE ${s}.remote (id int) SERVER ${schema}_srv;`);
  return schema;
}

describe('/platform/pg-meta/{ref}/entities', () => {
  it('lists every kind of relation in a schema, alphabetically or grouped by type', async () => {
    const schema = await sidebarSchema();
    const all = await api<Page>('GET', `${base}?schema=${schema}`);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(7);
    expect(all.body.data.map((e) => [e.name, e.type])).toEqual([
      ['a%b', 'r'],
      ['axb', 'r'],
      ['mat', 'm'],
      ['parts', 'p'],
      ['remote', 'f'],
      ['view_one', 'v'],
      ['zebra', 'r'],
    ]);
    expect(all.body.data.at(-1)).toMatchObject({ schema, comment: 'stripes', rls_enabled: true });
    const grouped = await api<Page>('GET', `${base}?schema=${schema}&sort=grouped-alphabetical`);
    expect(grouped.body.data.map((e) => e.name)).toEqual([
      'a%b',
      'axb',
      'zebra',
      'parts',
      'view_one',
      'mat',
      'remote',
    ]);
  });

  it('filters by types and a literal search, and counts all matches beyond the page', async () => {
    const schema = await sidebarSchema();
    const tables = await api<Page>('GET', `${base}?schema=${schema}&types=r,p&limit=2&offset=1`);
    expect(tables.body.count).toBe(4);
    expect(tables.body.data.map((e) => e.name)).toEqual(['axb', 'parts']);
    const past = await api<Page>('GET', `${base}?schema=${schema}&offset=50`);
    expect(past.body).toEqual({ data: [], count: 7 });
    const search = encodeURIComponent('  A%B ');
    const literal = await api<Page>('GET', `${base}?schema=${schema}&search=${search}`);
    expect(literal.body.data.map((e) => e.name)).toEqual(['a%b']);
    const quote = await api<Page>(
      'GET',
      `${base}?schema=${schema}&search=${encodeURIComponent("'")}`,
    );
    expect(quote.body).toEqual({ data: [], count: 0 });
  });

  it('refuses a missing schema, unknown types and bad paging', async () => {
    expect((await api('GET', base)).status).toBe(400);
    expect((await api('GET', `${base}?schema=public&types=r,z`)).status).toBe(400);
    expect((await api('GET', `${base}?schema=public&limit=0`)).status).toBe(400);
    expect((await api('GET', `${base}?schema=public&sort=random`)).status).toBe(400);
  });

  it('gets one entity of any kind by id, flagging views that run with their owner’s rights', async () => {
    const schema = await sidebarSchema();
    await directQuery(
      `CREATE VIEW "${schema}".invoker WITH (security_invoker = true) AS SELECT 1 AS x`,
    );
    const { body } = await api<Page>('GET', `${base}?schema=${schema}`);
    const byName = new Map(body.data.map((e) => [e.name, e]));
    for (const entity of body.data) {
      expect(await api('GET', `${base}/${entity.id}`)).toEqual({ status: 200, body: entity });
    }
    expect(byName.get('view_one')?.security_invoker).toBe(false);
    expect(byName.get('invoker')?.security_invoker).toBe(true);
    expect(byName.get('mat')?.security_invoker).toBe(false);
    expect(byName.get('zebra')?.security_invoker).toBeNull();
    await directQuery(`CREATE INDEX zebra_idx ON "${schema}".zebra (id)`);
    const [index] = await directQuery<{ id: number }>(`SELECT $1::regclass::oid::int AS id`, [
      `"${schema}".zebra_idx`,
    ]);
    expect((await api('GET', `${base}/${index!.id}`)).status).toBe(404);
    expect((await api('GET', `${base}/2147483000`)).status).toBe(404);
    expect((await api('GET', `${base}/abc`)).status).toBe(400);
  });
});

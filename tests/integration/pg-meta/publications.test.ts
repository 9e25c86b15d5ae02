import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { startOnSharedCluster } from '../../harness/shared-cluster-instance.js';

const base = '/platform/pg-meta/default/publications';

interface Publication {
  id: number;
  name: string;
  owner: string;
  publish_insert: boolean;
  publish_update: boolean;
  publish_delete: boolean;
  publish_truncate: boolean;
  tables: string[] | null;
}

const plain = uniqueName('pub_t');
const odd = `${uniqueName('Pub')}.x"y`;

beforeAll(async () => {
  await directQuery(
    `CREATE TABLE public."${plain}" (id int); CREATE TABLE public."${odd.replaceAll('"', '""')}" (id int)`,
  );
});

describe('/platform/pg-meta/{ref}/publications', () => {
  it('creates with tables, toggles events, adds and removes tables, and drops', async () => {
    const name = `${uniqueName('pub')}"; --`;
    const created = await api<Publication>('POST', base, {
      name,
      publish_truncate: false,
      tables: [`public.${plain}`],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name,
      owner: 'project_default',
      publish_insert: true,
      publish_truncate: false,
      tables: [`public.${plain}`],
    });
    const oddQuoted = `public."${odd.replaceAll('"', '""')}"`;
    const updated = await api<Publication>('PATCH', `${base}/${created.body.id}`, {
      publish_delete: false,
      tables: [oddQuoted],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ publish_delete: false, tables: [oddQuoted] });
    const emptied = await api<Publication>('PATCH', `${base}/${created.body.id}`, { tables: [] });
    expect(emptied.body.tables).toEqual([]);
    const listed = await api<Publication[]>('GET', base);
    expect(listed.body.map((p) => p.name)).toContain(name);
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
    expect((await api('GET', `${base}/${created.body.id}`)).status).toBe(404);
  });

  it('publishes all tables with null, and refuses a table list on it', async () => {
    // FOR ALL TABLES needs a superuser, which the embedded default project's owner role is not
    // (docs/architecture/postgres.md): it says so, and a DATABASE_URL that is one may do it.
    const refused = await api<{ error: { message: string } }>('POST', base, {
      name: uniqueName('all'),
      tables: null,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('must be superuser');
    const external = await startOnSharedCluster('publications');
    try {
      const call = <T = unknown>(method: string, path: string, body?: unknown) =>
        api<T>(method, path, body, external.atrium.url);
      const created = await call<Publication>('POST', base, {
        name: uniqueName('all'),
        tables: null,
      });
      expect(created.body.tables).toBeNull();
      expect((await call('PATCH', `${base}/${created.body.id}`, { tables: [] })).status).toBe(400);
      await call('DELETE', `${base}/${created.body.id}`);
    } finally {
      await external.close();
    }
  });

  it('leaves nothing half-applied when one step fails', async () => {
    const first = await api<Publication>('POST', base, { name: uniqueName('one') });
    const second = await api<Publication>('POST', base, { name: uniqueName('two') });
    const failed = await api('PATCH', `${base}/${second.body.id}`, {
      publish_insert: false,
      tables: [`public.${plain}`],
      name: first.body.name,
    });
    expect(failed.status).toBe(409);
    expect((await api<Publication>('GET', `${base}/${second.body.id}`)).body).toMatchObject({
      name: second.body.name,
      publish_insert: true,
      tables: [],
    });
    await api('DELETE', `${base}/${first.body.id}`);
    await api('DELETE', `${base}/${second.body.id}`);
  });

  it('answers unknown tables and ids, bad names and conflicts clearly', async () => {
    const missing = await api('POST', base, {
      name: uniqueName('m'),
      tables: ["public.nope'; --"],
    });
    expect(missing.status).toBe(404);
    expect((await api('POST', base, { name: uniqueName('m'), tables: ['nodot'] })).status).toBe(
      400,
    );
    const name = uniqueName('dup');
    expect((await api('POST', base, { name })).status).toBe(201);
    expect((await api('POST', base, { name })).status).toBe(409);
    await directQuery(`DROP PUBLICATION "${name}"`);
    expect((await api('GET', `${base}/999999999`)).status).toBe(404);
    expect((await api('PATCH', `${base}/999999999`, { publish_insert: false })).status).toBe(404);
    expect((await api('DELETE', `${base}/999999999`)).status).toBe(404);
  });
});

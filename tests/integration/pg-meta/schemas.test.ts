import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/schemas';

interface Schema {
  id: number;
  name: string;
  owner: string;
  is_protected: boolean;
}

describe('/platform/pg-meta/{ref}/schemas', () => {
  it('lists schemas without the system ones unless asked, with paging', async () => {
    const listed = await api<Schema[]>('GET', base);
    expect(listed.status).toBe(200);
    const names = listed.body.map((s) => s.name);
    expect(names).toContain('public');
    expect(names).not.toContain('pg_catalog');
    const all = await api<Schema[]>('GET', `${base}?include_system_schemas=true`);
    expect(all.body.map((s) => s.name)).toContain('pg_catalog');
    const page = await api<Schema[]>(
      'GET',
      `${base}?included_schemas=public,auth&limit=1&offset=1`,
    );
    expect(page.body.map((s) => s.name)).toEqual(['public']);
  });

  it('flags the schemas the platform manages as protected, as the writes refuse them', async () => {
    const all = await api<Schema[]>('GET', `${base}?include_system_schemas=true`);
    const flag = new Map(all.body.map((s) => [s.name, s.is_protected]));
    for (const name of ['auth', 'storage', 'realtime', 'pg_catalog', 'information_schema']) {
      expect(flag.get(name), name).toBe(true);
    }
    expect(flag.get('public')).toBe(false);
    const refused = await api('POST', '/platform/pg-meta/default/tables', {
      schema: 'auth',
      name: uniqueName('t'),
    });
    expect(refused.status).toBe(403);
  });

  it('creates, renames, gets and drops a schema with a hostile name', async () => {
    const name = `${uniqueName('s')}"; DROP SCHEMA public; --`;
    const created = await api<Schema>('POST', base, { name });
    expect(created.status).toBe(201);
    // Answered as GET answers it, `is_protected` included.
    expect(created.body).toEqual({
      id: expect.any(Number),
      name,
      owner: 'project_default',
      is_protected: false,
    });
    const renamed = await api<Schema>('PATCH', `${base}/${created.body.id}`, { name: `${name} 2` });
    expect(renamed.body.name).toBe(`${name} 2`);
    expect((await api<Schema>('GET', `${base}/${created.body.id}`)).body.name).toBe(`${name} 2`);
    expect(await directQuery(`SELECT 1 FROM pg_namespace WHERE nspname = 'public'`)).toHaveLength(
      1,
    );
    const dropped = await api('DELETE', `${base}/${created.body.id}`);
    expect(dropped.status).toBe(200);
    expect((await api('GET', `${base}/${created.body.id}`)).status).toBe(404);
  });

  it('answers conflicts, unknown ids, bad names and protected schemas clearly', async () => {
    const duplicate = await api<{ error: { code: string } }>('POST', base, { name: 'public' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('42P06');
    expect((await api('GET', `${base}/999999999`)).status).toBe(404);
    expect((await api('GET', `${base}/abc`)).status).toBe(400);
    expect((await api('POST', base, { name: '   ' })).status).toBe(400);
    expect((await api('POST', base, { name: 'x'.repeat(64) })).status).toBe(400);
    const protectedWrite = await api<{ error: { message: string } }>('POST', base, {
      name: 'auth',
    });
    expect(protectedWrite.status).toBe(403);
    expect(protectedWrite.body.error.message).toBe(
      'Schema "auth" is managed by Atrium and is read-only',
    );
  });

  it('refuses to drop a schema that still has objects unless cascading', async () => {
    const name = uniqueName('full');
    const { body } = await api<Schema>('POST', base, { name });
    await directQuery(`CREATE TABLE "${name}".t (id int)`);
    expect((await api('DELETE', `${base}/${body.id}`)).status).toBe(409);
    expect((await api('DELETE', `${base}/${body.id}?cascade=true`)).status).toBe(200);
    expect(await directQuery(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [name])).toEqual([]);
  });
});

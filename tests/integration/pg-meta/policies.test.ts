import { beforeAll, describe, expect, it } from 'vitest';
import { api, query } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/policies';

interface Policy {
  id: number;
  name: string;
  schema: string;
  table: string;
  table_id: number;
  action: string;
  roles: string[];
  command: string;
  definition: string | null;
  check: string | null;
}

const table = uniqueName('pol');
const userA = '11111111-1111-1111-1111-111111111111';
const userB = '22222222-2222-2222-2222-222222222222';

beforeAll(async () => {
  await directQuery(`
    CREATE TABLE public."${table}" (id int PRIMARY KEY, user_id uuid NOT NULL);
    ALTER TABLE public."${table}" ENABLE ROW LEVEL SECURITY;
    GRANT SELECT, INSERT, UPDATE ON public."${table}" TO authenticated;
    INSERT INTO public."${table}" VALUES (1, '${userA}'), (2, '${userB}')`);
});

describe('/platform/pg-meta/{ref}/policies', () => {
  it('creates a policy that really filters rows for authenticated users', async () => {
    const created = await api<Policy>('POST', base, {
      name: 'own rows',
      table,
      command: 'SELECT',
      roles: ['authenticated'],
      definition: 'auth.uid() = user_id',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'own rows',
      schema: 'public',
      table,
      action: 'PERMISSIVE',
      roles: ['authenticated'],
      command: 'SELECT',
      definition: '(auth.uid() = user_id)',
      check: null,
    });
    const rows = await query<{ id: number }>(`SELECT id FROM public."${table}" ORDER BY id`, {
      role: 'authenticated',
      claims: { sub: userB },
    });
    expect(rows.status).toBe(200);
    expect(rows.body).toEqual([{ id: 2 }]);
    const listed = await api<Policy[]>('GET', `${base}?included_schemas=public`);
    expect(listed.body.map((p) => p.id)).toContain(created.body.id);
    expect((await api<Policy>('GET', `${base}/${created.body.id}`)).body.table_id).toBe(
      created.body.table_id,
    );
  });

  it('updates roles, expressions and name in one change, then deletes', async () => {
    const created = await api<Policy>('POST', base, {
      name: uniqueName('upd'),
      table,
      command: 'UPDATE',
      definition: 'true',
    });
    expect(created.body.roles).toEqual(['public']);
    const name = `${uniqueName('renamed')}"; --`;
    const updated = await api<Policy>('PATCH', `${base}/${created.body.id}`, {
      name,
      roles: ['authenticated', 'anon'],
      definition: 'id > 0',
      check: 'id < 100',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name,
      roles: ['anon', 'authenticated'],
      definition: '(id > 0)',
      check: '(id < 100)',
    });
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
    expect((await api('GET', `${base}/${created.body.id}`)).status).toBe(404);
  });

  it('leaves nothing half-applied when one step of a change fails', async () => {
    const created = await api<Policy>('POST', base, {
      name: uniqueName('atomic'),
      table,
      command: 'ALL',
      definition: 'true',
    });
    const failed = await api('PATCH', `${base}/${created.body.id}`, {
      name: uniqueName('never'),
      definition: 'false',
      roles: ['no_such_role_x'],
    });
    expect(failed.status).toBe(404);
    expect((await api<Policy>('GET', `${base}/${created.body.id}`)).body).toMatchObject({
      name: created.body.name,
      definition: 'true',
      roles: ['public'],
    });
  });

  it('refuses injected expressions, wrong clauses, protected schemas and unknown ids', async () => {
    const injected = await api<{ error: { code: string } }>('POST', base, {
      name: uniqueName('bad'),
      table,
      command: 'SELECT',
      definition: `true); DROP TABLE public."${table}"; --`,
    });
    expect(injected.status).toBe(400);
    expect(injected.body.error.code).toBe('invalid_expression');
    expect(await directQuery(`SELECT 1 FROM pg_class WHERE relname = $1`, [table])).toHaveLength(1);
    const wrongClause = { name: uniqueName('bad'), table, command: 'INSERT', definition: 'true' };
    expect((await api('POST', base, wrongClause)).status).toBe(400);
    const selectCheck = { name: uniqueName('bad'), table, command: 'SELECT', check: 'true' };
    expect((await api('POST', base, selectCheck)).status).toBe(400);
    const locked = { name: 'p', schema: 'auth', table: 'users', definition: 'true' };
    expect((await api('POST', base, locked)).status).toBe(403);
    expect((await api('GET', `${base}/999999999`)).status).toBe(404);
    expect((await api('PATCH', `${base}/999999999`, { name: 'x' })).status).toBe(404);
    expect((await api('DELETE', `${base}/999999999`)).status).toBe(404);
    expect((await api('POST', base, { name: 'p', table: uniqueName('none') })).status).toBe(404);
  });

  it('answers a duplicate policy name with 409', async () => {
    const body = { name: uniqueName('dup'), table, command: 'DELETE', definition: 'true' };
    expect((await api('POST', base, body)).status).toBe(201);
    expect((await api('POST', base, body)).status).toBe(409);
  });
});

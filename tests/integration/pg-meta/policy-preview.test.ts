import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeTemplates } from '../../../plugins/rls/src/templates/realtime-templates.js';
import { tableTemplates } from '../../../plugins/rls/src/templates/table-templates.js';
import type { PolicyTemplate } from '../../../plugins/rls/src/templates/template.js';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/policies';

interface Policy {
  id: number;
  name: string;
  schema: string;
  table: string;
  roles: string[];
  command: string;
  definition: string | null;
  check: string | null;
}

/** A template as the editor sends it: empty expressions are left out. */
const bodyOf = (template: PolicyTemplate, schema: string, table: string) => ({
  name: template.name,
  schema,
  table,
  command: template.command,
  roles: [...template.roles],
  ...(template.definition ? { definition: template.definition } : {}),
  ...(template.check ? { check: template.check } : {}),
});

const policiesOn = (schema: string, table: string) =>
  directQuery<{ policyname: string; cmd: string; qual: string | null }>(
    'SELECT policyname, cmd, qual FROM pg_policies WHERE schemaname = $1 AND tablename = $2',
    [schema, table],
  );

const table = uniqueName('preview');

beforeAll(async () => {
  await directQuery(`
    CREATE TABLE public."${table}" (id bigint PRIMARY KEY, user_id uuid,
      created_at timestamptz NOT NULL DEFAULT now());
    ALTER TABLE public."${table}" ENABLE ROW LEVEL SECURITY`);
});
afterAll(() => directQuery(`DROP TABLE IF EXISTS public."${table}"`));

describe('POST /platform/pg-meta/{ref}/policies/preview', () => {
  it('shows the CREATE POLICY that the create route then runs', async () => {
    const body = {
      name: 'own "rows"',
      table,
      command: 'UPDATE',
      roles: ['authenticated'],
      definition: 'auth.uid() = user_id',
      check: 'auth.uid() = user_id',
    };
    const preview = await api<{ sql: string }>('POST', `${base}/preview`, body);
    expect(preview.status).toBe(200);
    expect(preview.body.sql).toBe(
      `CREATE POLICY "own ""rows""" ON "public"."${table}" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (auth.uid() = user_id) WITH CHECK (auth.uid() = user_id);`,
    );
    // Nothing ran: the policy exists only once the create route is called.
    expect(await policiesOn('public', table)).toEqual([]);
    // Running the previewed SQL gives the policy the create route gives.
    await directQuery(preview.body.sql);
    const [direct] = await policiesOn('public', table);
    await directQuery(`DROP POLICY "own ""rows""" ON public."${table}"`);
    const created = await api<Policy>('POST', base, body);
    expect(created.status).toBe(201);
    const [viaApi] = await policiesOn('public', table);
    expect(viaApi).toEqual(direct);
    await api('DELETE', `${base}/${created.body.id}`);
  });

  it('shows an update as the ALTER POLICY block, rename included, and runs exactly that', async () => {
    const created = await api<Policy>('POST', base, {
      name: uniqueName('before'),
      table,
      command: 'ALL',
      definition: 'true',
    });
    const renamed = uniqueName('after');
    const change = { name: renamed, roles: ['anon'], definition: 'id > 0', check: 'id < 10' };
    const preview = await api<{ sql: string }>('POST', `${base}/preview`, {
      id: created.body.id,
      ...change,
    });
    const target = `ALTER POLICY "${created.body.name}" ON "public"."${table}"`;
    expect(preview.body.sql).toBe(
      [
        'BEGIN;',
        `  ${target} TO "anon";`,
        `  ${target} USING (id > 0);`,
        `  ${target} WITH CHECK (id < 10);`,
        `  ${target} RENAME TO "${renamed}";`,
        'COMMIT;',
      ].join('\n'),
    );
    expect((await api<Policy>('GET', `${base}/${created.body.id}`)).body.name).toBe(
      created.body.name,
    );
    const updated = await api<Policy>('PATCH', `${base}/${created.body.id}`, change);
    expect(updated.body).toMatchObject({
      name: renamed,
      roles: ['anon'],
      definition: '(id > 0)',
      check: '(id < 10)',
    });
    await api('DELETE', `${base}/${created.body.id}`);
  });

  it('answers what the save would answer: bad clauses, locked schemas, unknown ids', async () => {
    const insertUsing = await api<{ error: { message: string } }>('POST', `${base}/preview`, {
      name: 'p',
      table,
      command: 'INSERT',
      definition: 'true',
    });
    expect(insertUsing.status).toBe(400);
    expect(insertUsing.body.error.message).toBe('INSERT policies take no USING expression');
    // storage.objects and storage.buckets take users' policies (the storage policies page); the
    // rest of the storage schema is the platform's.
    const locked = {
      name: 'p',
      schema: 'storage',
      table: 'pending_byte_deletions',
      definition: 'true',
    };
    expect((await api('POST', `${base}/preview`, locked)).status).toBe(403);
    expect((await api('POST', `${base}/preview`, { id: 999999999, name: 'x' })).status).toBe(404);
  });
});

describe('policy templates on the bootstrapped auth helpers', () => {
  it.each(tableTemplates('public', table).filter((t) => !t.preview))(
    'table template $id creates a valid policy',
    async (template) => {
      const body = bodyOf(template, 'public', table);
      const preview = await api<{ sql: string }>('POST', `${base}/preview`, body);
      expect(preview.status).toBe(200);
      const created = await api<Policy>('POST', base, body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: template.name, command: template.command });
      expect(created.body.definition !== null).toBe(template.definition !== '');
      expect(created.body.check !== null).toBe(template.check !== '');
      expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
    },
  );

  it('runs the preview-only templates as written, on the tables they assume', async () => {
    const schema = uniqueName('tpl');
    await directQuery(`
      CREATE SCHEMA ${schema};
      SET search_path TO ${schema};
      CREATE TABLE teams (id bigint PRIMARY KEY);
      CREATE TABLE members (team_id bigint REFERENCES teams, user_id uuid);
      CREATE TABLE stories (id bigint PRIMARY KEY, created_at timestamptz DEFAULT now());
      ${tableTemplates(schema, 'stories')
        .filter((t) => t.preview)
        .map((t) => t.statement)
        .join('\n')}`);
    const names = await directQuery<{ tablename: string; policyname: string }>(
      'SELECT tablename, policyname FROM pg_policies WHERE schemaname = $1 ORDER BY 1, 2',
      [schema],
    );
    expect(names).toEqual([
      {
        tablename: 'members',
        policyname: 'Team members can update team members if they belong to the team',
      },
      { tablename: 'stories', policyname: 'Stories are live for a day' },
      { tablename: 'teams', policyname: 'Enable updates for users in a team' },
    ]);
    await directQuery(`DROP SCHEMA ${schema} CASCADE`);
  });

  it.each(realtimeTemplates)('realtime template $id creates a valid policy', async (template) => {
    const body = bodyOf(template, 'realtime', 'messages');
    const created = await api<Policy>('POST', base, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      schema: 'realtime',
      table: 'messages',
      roles: ['authenticated'],
      command: template.command,
    });
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
  });
});

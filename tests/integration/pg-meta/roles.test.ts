import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/roles';

interface Role {
  id: number;
  name: string;
  is_superuser: boolean;
  can_login: boolean;
  can_create_db: boolean;
  inherit_role: boolean;
  can_bypass_rls: boolean;
  connection_limit: number;
  max_connections: number;
  active_connections: number;
  valid_until: string | null;
  config: Record<string, string>;
  is_protected: boolean;
}

describe('/platform/pg-meta/{ref}/roles', () => {
  it('lists roles without the pg_ ones unless asked', async () => {
    const listed = await api<Role[]>('GET', base);
    expect(listed.status).toBe(200);
    const names = listed.body.map((r) => r.name);
    expect(names).toContain('postgres');
    expect(names.some((n) => n.startsWith('pg_'))).toBe(false);
    expect(listed.body[0]!.max_connections).toBeGreaterThan(0);
    const all = await api<Role[]>('GET', `${base}?include_default_roles=true`);
    expect(all.body.map((r) => r.name)).toContain('pg_read_all_data');
  });

  it('creates, updates only what changed, and drops a role with a hostile name', async () => {
    const name = `${uniqueName('r')}"; DROP ROLE postgres; --`;
    const created = await api<Role>('POST', base, {
      name,
      password: "s3cr'et",
      can_login: true,
      connection_limit: 3,
      valid_until: '2031-01-01 00:00:00+00',
      config: { statement_timeout: '5s' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name,
      is_superuser: false,
      can_login: true,
      connection_limit: 3,
      config: { statement_timeout: '5s' },
    });
    expect(created.body).not.toHaveProperty('password');
    expect(created.body.valid_until).toMatch(/^2031-01-01/);
    const renamed = `${name} 2`;
    const updated = await api<Role>('PATCH', `${base}/${created.body.id}`, {
      name: renamed,
      can_create_db: true,
      config: { statement_timeout: null },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: renamed,
      can_create_db: true,
      can_login: true,
      config: {},
    });
    expect(await directQuery(`SELECT 1 FROM pg_roles WHERE rolname = 'postgres'`)).toHaveLength(1);
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
    expect((await api('GET', `${base}/${created.body.id}`)).status).toBe(404);
  });

  it('marks the system roles protected and refuses to change or drop them', async () => {
    const all = await api<Role[]>('GET', `${base}?include_default_roles=true`);
    const byName = new Map(all.body.map((r) => [r.name, r]));
    for (const name of ['postgres', 'anon', 'authenticated', 'service_role', 'pg_read_all_data']) {
      const role = byName.get(name)!;
      expect(role.is_protected).toBe(true);
      const changed = await api<{ error: { message: string; code: string } }>(
        'PATCH',
        `${base}/${role.id}`,
        { connection_limit: 3 },
      );
      expect(changed.status).toBe(403);
      expect(changed.body.error).toEqual({
        message: `Role "${name}" is a protected system role and cannot be changed`,
        code: 'protected_role',
      });
      expect((await api('DELETE', `${base}/${role.id}`)).status).toBe(403);
    }
    const [anon] = await directQuery<{ rolconnlimit: number }>(
      `SELECT rolconnlimit FROM pg_roles WHERE rolname = 'anon'`,
    );
    expect(anon!.rolconnlimit).toBe(-1);
    const name = uniqueName('mine');
    const created = await api<Role>('POST', base, { name });
    expect(created.body.is_protected).toBe(false);
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
  });

  it('refuses superuser changes with a clear message', async () => {
    for (const [method, path] of [
      ['POST', base],
      ['PATCH', `${base}/10`],
    ] as const) {
      const refused = await api<{ error: { message: string } }>(method, path, {
        name: uniqueName('su'),
        is_superuser: true,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(
        'Superuser cannot be granted or changed from the dashboard',
      );
    }
  });

  it('leaves nothing half-applied when one step fails', async () => {
    const name = uniqueName('half');
    const failed = await api('POST', base, { name, config: { statement_timeout: 'nonsense' } });
    expect(failed.status).toBe(400);
    expect(await directQuery(`SELECT 1 FROM pg_roles WHERE rolname = $1`, [name])).toEqual([]);
  });

  it('answers conflicts, unknown ids and bad names clearly', async () => {
    expect((await api('POST', base, { name: 'postgres' })).status).toBe(409);
    expect((await api('GET', `${base}/999999999`)).status).toBe(404);
    expect((await api('PATCH', `${base}/999999999`, { can_login: true })).status).toBe(404);
    expect((await api('DELETE', `${base}/999999999`)).status).toBe(404);
    const blank = await api<{ error: { message: string } }>('POST', base, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toContain('Name must not be empty');
  });
});

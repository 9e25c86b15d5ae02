import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { superuserQuery, uniqueName } from '../../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';

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

// Managing roles needs CREATEROLE, which the embedded default project's owner role does not have
// (docs/architecture/postgres.md): these run on a project whose DATABASE_URL may create roles.
describe('/platform/pg-meta/{ref}/roles', () => {
  let instance: SharedClusterInstance;
  beforeAll(async () => {
    instance = await startOnSharedCluster('roles');
  });
  afterAll(() => instance?.close());
  const call = <T = unknown>(method: string, path: string, body?: unknown) =>
    api<T>(method, path, body, instance.atrium.url);

  it('lists roles without the pg_ ones unless asked', async () => {
    const listed = await call<Role[]>('GET', base);
    expect(listed.status).toBe(200);
    const names = listed.body.map((r) => r.name);
    expect(names).toContain('postgres');
    expect(names.some((n) => n.startsWith('pg_'))).toBe(false);
    expect(listed.body[0]!.max_connections).toBeGreaterThan(0);
    const all = await call<Role[]>('GET', `${base}?include_default_roles=true`);
    expect(all.body.map((r) => r.name)).toContain('pg_read_all_data');
  });

  it('creates, updates only what changed, and drops a role with a hostile name', async () => {
    const name = `${uniqueName('r')}"; DROP ROLE postgres; --`;
    const created = await call<Role>('POST', base, {
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
    const updated = await call<Role>('PATCH', `${base}/${created.body.id}`, {
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
    expect(await superuserQuery(`SELECT 1 FROM pg_roles WHERE rolname = 'postgres'`)).toHaveLength(
      1,
    );
    expect((await call('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
    expect((await call('GET', `${base}/${created.body.id}`)).status).toBe(404);
  });

  it('marks the system roles protected and refuses to change or drop them', async () => {
    const all = await call<Role[]>('GET', `${base}?include_default_roles=true`);
    const byName = new Map(all.body.map((r) => [r.name, r]));
    for (const name of [
      'postgres',
      'anon',
      'authenticated',
      'service_role',
      'atrium_read_only',
      'pg_read_all_data',
    ]) {
      const role = byName.get(name)!;
      expect(role.is_protected).toBe(true);
      const changed = await call<{ error: { message: string; code: string } }>(
        'PATCH',
        `${base}/${role.id}`,
        { connection_limit: 3 },
      );
      expect(changed.status).toBe(403);
      expect(changed.body.error).toEqual({
        message: `Role "${name}" is a protected system role and cannot be changed`,
        code: 'protected_role',
      });
      expect((await call('DELETE', `${base}/${role.id}`)).status).toBe(403);
    }
    const [anon] = await superuserQuery<{ rolconnlimit: number }>(
      `SELECT rolconnlimit FROM pg_roles WHERE rolname = 'anon'`,
    );
    expect(anon!.rolconnlimit).toBe(-1);
    const name = uniqueName('mine');
    const created = await call<Role>('POST', base, { name });
    expect(created.body.is_protected).toBe(false);
    expect((await call('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
  });

  it('refuses superuser changes with a clear message', async () => {
    for (const [method, path] of [
      ['POST', base],
      ['PATCH', `${base}/10`],
    ] as const) {
      const refused = await call<{ error: { message: string } }>(method, path, {
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
    const failed = await call('POST', base, { name, config: { statement_timeout: 'nonsense' } });
    expect(failed.status).toBe(400);
    expect(await superuserQuery(`SELECT 1 FROM pg_roles WHERE rolname = $1`, [name])).toEqual([]);
  });

  it('answers conflicts, unknown ids and bad names clearly', async () => {
    expect((await call('POST', base, { name: 'postgres' })).status).toBe(409);
    expect((await call('GET', `${base}/999999999`)).status).toBe(404);
    expect((await call('PATCH', `${base}/999999999`, { can_login: true })).status).toBe(404);
    expect((await call('DELETE', `${base}/999999999`)).status).toBe(404);
    const blank = await call<{ error: { message: string } }>('POST', base, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toContain('Name must not be empty');
  });
});

describe('/platform/pg-meta/default/roles on the embedded cluster', () => {
  it('refuses to create a role with the reason: the owner role has no CREATEROLE', async () => {
    const name = uniqueName('refused');
    const refused = await api<{ error: { message: string; code: string } }>('POST', base, { name });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: '42501',
      message: expect.stringContaining('permission denied to create role'),
    });
    expect(await superuserQuery('SELECT 1 FROM pg_roles WHERE rolname = $1', [name])).toEqual([]);
  });
});

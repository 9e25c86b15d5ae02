import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { inject } from 'vitest';
import { bootstrapProjectDatabase } from '../../api/src/projects/bootstrap.js';
import { directQuery } from '../harness/database.js';

describe('default project bootstrap', () => {
  it('creates the roles, auth helpers and storage and realtime tables the spec assumes', async () => {
    const roles = await directQuery<{ rolname: string }>(
      `SELECT rolname FROM pg_roles WHERE rolname IN ('anon', 'authenticated', 'service_role') ORDER BY 1`,
    );
    expect(roles.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
    const objects = await directQuery(`SELECT
      to_regprocedure('auth.uid()') IS NOT NULL AS uid,
      to_regprocedure('auth.role()') IS NOT NULL AS role,
      to_regprocedure('auth.jwt()') IS NOT NULL AS jwt,
      to_regclass('storage.buckets') IS NOT NULL AS buckets,
      to_regclass('storage.objects') IS NOT NULL AS objects,
      to_regclass('realtime.messages') IS NOT NULL AS messages`);
    expect(objects).toEqual([
      { uid: true, role: true, jwt: true, buckets: true, objects: true, messages: true },
    ]);
    const rls = await directQuery<{ relrowsecurity: boolean }>(
      `SELECT relrowsecurity FROM pg_class WHERE oid = 'storage.objects'::regclass`,
    );
    expect(rls).toEqual([{ relrowsecurity: true }]);
  });

  it('is idempotent and keeps what the user changed', async () => {
    await directQuery(
      `CREATE POLICY user_policy ON storage.objects FOR SELECT TO anon USING (true)`,
    );
    await directQuery(`COMMENT ON FUNCTION auth.uid() IS 'mine'`);
    const client = new pg.Client({ connectionString: inject('projectDbUrl') });
    await client.connect();
    try {
      await bootstrapProjectDatabase(client);
      await bootstrapProjectDatabase(client);
    } finally {
      await client.end();
    }
    const kept = await directQuery(`SELECT
      (SELECT count(*)::int FROM pg_policies WHERE policyname = 'user_policy') AS policies,
      obj_description('auth.uid()'::regprocedure) AS comment`);
    expect(kept).toEqual([{ policies: 1, comment: 'mine' }]);
    await directQuery(`DROP POLICY user_policy ON storage.objects`);
  });
});

describe('platform database', () => {
  it('is migrated and keeps connection strings encrypted', async () => {
    const platformUrl = inject('projectDbUrl').replace(/\/postgres$/, '/atrium');
    const migrations = await directQuery<{ name: string }>(
      'SELECT name FROM pgmigrations',
      [],
      platformUrl,
    );
    expect(migrations.map((m) => m.name)).toContain('1700000000000_platform-core');
    const [project] = await directQuery<{ sealed: string }>(
      `SELECT connection_string_encrypted AS sealed FROM projects WHERE ref = 'default'`,
      [],
      platformUrl,
    );
    const password = decodeURIComponent(new URL(inject('projectDbUrl')).password);
    expect(project!.sealed).toMatch(/^v1:/);
    expect(project!.sealed).not.toContain(password);
    expect(project!.sealed).not.toContain('postgres://');
  });
});

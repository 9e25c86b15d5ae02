import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { superuserQuery, uniqueName } from '../harness/database.js';
import { withPinnedSearchPath } from '../../api/src/postgres/pinned-search-path.js';
import { addedMemberToken, callAs } from './hosted/hosted-calls.js';

/**
 * Members' SQL in the embedded cluster's default project runs as its owner role, no superuser
 * (issue 18, item 1): what a Developer's /query or a Read-only member's grid may reach is what
 * Postgres gives a role that is not one.
 */
describe("members' SQL on the embedded default project", () => {
  const api = inject('apiUrl');
  let developer: string;
  let readOnly: string;

  const account = (prefix: string) => ({
    email: `${uniqueName(prefix)}@example.test`,
    password: `pw-${uniqueName('secret')}`,
  });
  const sql = (token: string, query: string) =>
    callAs<unknown>(api, token, 'POST', '/platform/pg-meta/default/query', { query });
  const errorOf = (body: unknown) =>
    (body as { error?: { code?: string; message?: string } }).error;

  beforeAll(async () => {
    const owner = inject('ownerToken');
    developer = await addedMemberToken(api, owner, 'default', account('dev'), 'developer');
    readOnly = await addedMemberToken(api, owner, 'default', account('ro'), 'read_only');
  });

  it('runs as a role that is no superuser', async () => {
    const res = await sql(
      developer,
      `SELECT current_user AS usr, rolsuper FROM pg_roles WHERE rolname = current_user`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ usr: 'project_default', rolsuper: false }]);
  });

  it('refuses a Developer COPY ... FROM PROGRAM', async () => {
    const table = uniqueName('copied');
    const res = await sql(
      developer,
      `CREATE TEMP TABLE ${table} (line text); COPY ${table} FROM PROGRAM 'id'`,
    );
    expect(res.status).toBe(403);
    expect(errorOf(res.body)).toMatchObject({ code: '42501' });
  });

  it('refuses a Developer CREATE ROLE ... SUPERUSER, and any role at all', async () => {
    const name = uniqueName('escalated');
    const res = await sql(developer, `CREATE ROLE ${name} LOGIN SUPERUSER PASSWORD 'x'`);
    expect(res.status).toBe(403);
    expect(errorOf(res.body)).toMatchObject({ code: '42501' });
    expect(await superuserQuery('SELECT 1 FROM pg_roles WHERE rolname = $1', [name])).toEqual([]);
  });

  it('keeps the platform database out of reach of members and every other login role', async () => {
    const res = await sql(
      developer,
      `SELECT has_database_privilege(current_user, 'atrium', 'CONNECT') AS atrium`,
    );
    expect(res.body).toEqual([{ atrium: false }]);
    const dblink = await sql(developer, 'CREATE EXTENSION dblink');
    expect(dblink.status).toBe(403);

    // A login role with only what PUBLIC has (a hosted project's, say) is refused at the door.
    const probe = uniqueName('probe');
    await superuserQuery(`CREATE ROLE ${probe} LOGIN PASSWORD 'probe-password'`);
    try {
      for (const database of ['atrium', 'postgres', 'template1']) {
        const url = new URL(inject('projectDbUrl'));
        url.username = probe;
        url.password = 'probe-password';
        url.pathname = `/${database}`;
        const client = new pg.Client({ connectionString: url.toString() });
        await expect(client.connect(), database).rejects.toMatchObject({ code: '42501' });
        await client.end().catch(() => undefined);
      }
    } finally {
      await superuserQuery(`DROP ROLE ${probe}`);
    }
  });

  it("keeps Atrium's superuser sessions from picking up a member's objects", async () => {
    // The database is not the owner role's: no per-database setting reaches superuser sessions.
    const setting = await sql(developer, `ALTER DATABASE postgres SET search_path = public`);
    expect(setting.status).toBe(403);
    const pinned = new pg.Client({
      connectionString: withPinnedSearchPath(inject('projectDbUrl')),
    });
    await pinned.connect();
    try {
      const { rows } = await pinned.query<{ path: string }>(
        'SELECT current_schemas(true)::text AS path',
      );
      expect(rows).toEqual([{ path: '{pg_catalog}' }]);
    } finally {
      await pinned.end();
    }
  });

  it("refuses a Read-only member pg_authid's password hashes through the grid", async () => {
    const res = await callAs<unknown>(
      api,
      readOnly,
      'GET',
      '/platform/pg-meta/default/tables/1260/rows',
    );
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toMatch(/SCRAM-SHA-256|md5[0-9a-f]{32}/);
  });

  it('lets a Developer still do what a project owner may: schemas, tables, impersonation', async () => {
    const schema = uniqueName('mine');
    const res = await sql(
      developer,
      `CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.t (id int);
       SET LOCAL ROLE authenticated; SELECT current_user AS usr`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual([{ usr: 'authenticated' }]);
    await superuserQuery(`DROP SCHEMA ${schema} CASCADE`);
  });
});

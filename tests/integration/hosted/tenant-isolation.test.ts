import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directQuery, uniqueName } from '../../harness/database.js';
import { startTestInstance, type TestInstance } from '../../harness/start-instance.js';
import { platformUrlBeside } from '../../../api/src/platform/platform-database.js';
import { callAs, memberToken, settledProject, type ProjectBody } from './hosted-calls.js';

/** What the request that finds the changed password is told. */
const PASSWORD_RESET =
  /^project_password_reset: The project's database role had its password changed \(ALTER ROLE \.\.\. PASSWORD\), which locked Atrium out\. Atrium has given it a new password of its own: try again\.$/;

/**
 * Hosted mode on the embedded cluster, which also holds the platform database and the default
 * project (issue 18, item 6): a tenant that sets its own role's password and connects with
 * `psql` reaches neither, and Atrium gets back into a project whose password a member changed.
 */
describe('hosted project roles on the embedded cluster', () => {
  let instance: TestInstance;
  let owner: string;
  let developer: string;
  let project: ProjectBody;
  const table = uniqueName('default_rows');
  const as = <T>(token: string, method: string, path: string, body?: unknown) =>
    callAs<T>(instance.atrium.url, token, method, path, body);
  const sql = (token: string, ref: string, query: string) =>
    as<unknown>(token, 'POST', `/platform/pg-meta/${ref}/query`, { query });
  const asSuperuser = (query: string, params: unknown[] = []) =>
    directQuery(query, params, instance.projectDbUrl);
  /** A login as `user`/`password` on `database`, as a tenant's psql would make it. */
  const loginUrl = (user: string, password: string, database: string) => {
    const url = new URL(instance.projectDbUrl);
    Object.assign(url, { username: user, password, pathname: `/${database}` });
    return url.toString();
  };
  const connectAs = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0]!.db;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  /** Ends the API's connections as `role`, so that its next request must log in again. */
  const dropConnectionsOf = (role: string) =>
    asSuperuser(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE usename = $1 AND pid <> pg_backend_pid()`,
      [role],
    );
  /** Runs `SELECT 1` on `ref` until it answers 200, and answers the errors met on the way. */
  const errorsUntilItWorks = async (token: string, ref: string) => {
    const errors: string[] = [];
    await expect
      .poll(
        async () => {
          const res = await sql(token, ref, 'SELECT 1 AS one');
          if (res.status !== 200) {
            const { error } = res.body as { error: { code: string; message: string } };
            errors.push(`${error.code}: ${error.message}`);
          }
          return res.status;
        },
        { timeout: 20_000 },
      )
      .toBe(200);
    return errors;
  };

  beforeAll(async () => {
    instance = await startTestInstance('tenants', { ATRIUM_HOSTED: 'true' });
    owner = instance.token!;
    developer = await memberToken(
      { atrium: instance.atrium, platformDbUrl: platformUrlBeside(instance.projectDbUrl) },
      owner,
      'default',
      { email: 'developer@atrium.test', password: 'developer-password-for-tests' },
      'developer',
    );
    await directQuery(
      `CREATE TABLE public.${table} (id int PRIMARY KEY, secret text);
       INSERT INTO public.${table} VALUES (1, 'the default project''s own');`,
      [],
      instance.memberDbUrl,
    );
    const organization = await as<{ slug: string }>(owner, 'POST', '/platform/organizations', {
      name: 'Tenant',
    });
    const created = await as<ProjectBody>(
      owner,
      'POST',
      `/platform/organizations/${organization.body.slug}/projects`,
      { name: 'Tenant project' },
    );
    project = await settledProject(instance.atrium.url, owner, created.body.ref);
    expect(project.status, project.status_message).toBe('ACTIVE_HEALTHY');
  });
  afterAll(() => instance?.close());

  it('keeps a tenant who set its own password out of the default project and the platform', async () => {
    const role = `project_${project.ref}`;
    const changed = await sql(owner, project.ref, `ALTER ROLE current_user PASSWORD 'mine-now'`);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    expect(await connectAs(loginUrl(role, 'mine-now', role))).toBe(role);
    for (const database of ['postgres', 'atrium', 'template1']) {
      await expect(connectAs(loginUrl(role, 'mine-now', database)), database).rejects.toMatchObject(
        { code: '42501' },
      );
    }
    // The API roles it inherits hold grants in the default project's database, which it cannot
    // enter: the row is unread and unchanged.
    const [row] = await directQuery<{ secret: string }>(
      `SELECT secret FROM public.${table} WHERE id = 1`,
      [],
      instance.memberDbUrl,
    );
    expect(row).toEqual({ secret: "the default project's own" });
  });

  it('gets back into a hosted project whose role password was changed, and says so', async () => {
    const role = `project_${project.ref}`;
    await sql(owner, project.ref, `ALTER ROLE current_user PASSWORD 'locked-out'`);
    await dropConnectionsOf(role);
    const errors = await errorsUntilItWorks(owner, project.ref);
    expect(errors).toContainEqual(expect.stringMatching(PASSWORD_RESET));
    await expect(connectAs(loginUrl(role, 'locked-out', role))).rejects.toMatchObject({
      code: '28P01',
    });
  });

  it("gets back into the default project when a Developer changes its owner role's password", async () => {
    const changed = await sql(
      developer,
      'default',
      `DO $$ BEGIN EXECUTE 'ALTER ROLE current_user PASSWORD ''locked-out'''; END $$`,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await dropConnectionsOf('project_default');
    const errors = await errorsUntilItWorks(developer, 'default');
    expect(errors).toContainEqual(expect.stringMatching(PASSWORD_RESET));
  });
});

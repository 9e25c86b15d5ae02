import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitProjectConnections } from '../../../api/src/projects/connection-limits.js';
import { directQuery, superuserQuery } from '../../harness/database.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs, settledProject, type ErrorBody, type ProjectBody } from './hosted-calls.js';

const QUOTA = 2;
const CONNECTION_LIMIT = 3;

/**
 * Hosted tenants cannot starve each other (docs/architecture/projects.md, Limits): an
 * organization holds at most `ATRIUM_HOSTED_PROJECTS_PER_ORGANIZATION` projects, however many
 * creates race, and each project's role at most `ATRIUM_PROJECT_CONNECTION_LIMIT` connections.
 */
describe('hosted mode: limits per tenant', () => {
  let instance: SharedClusterInstance;
  let owner: string;
  let slug: string;
  const created: string[] = [];
  const as = <T>(method: string, path: string, body?: unknown) =>
    callAs<T>(instance.atrium.url, owner, method, path, body);
  const connectionLimitOf = async (ref: string) =>
    (
      await directQuery<{ limit: number }>(
        'SELECT rolconnlimit AS "limit" FROM pg_roles WHERE rolname = $1',
        [`project_${ref}`],
      )
    )[0]?.limit;

  beforeAll(async () => {
    instance = await startOnSharedCluster('tenant_limits', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_HOSTED_PROJECTS_PER_ORGANIZATION: String(QUOTA),
      ATRIUM_PROJECT_CONNECTION_LIMIT: String(CONNECTION_LIMIT),
    });
    owner = instance.token!;
    const organization = await as<{ slug: string }>('POST', '/platform/organizations', {
      name: 'Limited',
    });
    expect(organization.status).toBe(201);
    slug = organization.body.slug;
  });

  afterAll(async () => {
    if (!instance) return;
    await instance.close();
    for (const ref of created) {
      await superuserQuery(`DROP DATABASE IF EXISTS project_${ref} WITH (FORCE)`);
      await superuserQuery(`DROP ROLE IF EXISTS project_${ref}`);
    }
  });

  it('creates at most the quota of projects in an organization, even when creates race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as<ProjectBody & ErrorBody>('POST', `/platform/organizations/${slug}/projects`, {
          name: `Racer ${i}`,
        }),
      ),
    );
    const made = answers.filter((answer) => answer.status === 201);
    created.push(...made.map((answer) => answer.body.ref));
    expect(made).toHaveLength(QUOTA);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'project_limit_reached',
        message:
          'This organization has reached its limit of 2 projects. Delete a project before creating another.',
      });
    }
    const [count] = await directQuery<{ n: number }>(
      `SELECT count(*)::int AS n FROM projects p JOIN organizations o ON o.id = p.organization_id
        WHERE o.slug = $1`,
      [slug],
      instance.platformDbUrl,
    );
    expect(count?.n).toBe(QUOTA);
  });

  it("gives each project's role the connection limit, and a start gives it back to one without", async () => {
    const [ref] = created;
    expect((await settledProject(instance.atrium.url, owner, ref!)).status).toBe('ACTIVE_HEALTHY');
    expect(await connectionLimitOf(ref!)).toBe(CONNECTION_LIMIT);

    // The project's own connections are its role's, limited.
    const ran = await as<unknown[]>('POST', `/platform/pg-meta/${ref}/query`, {
      query: `SELECT rolconnlimit FROM pg_roles WHERE rolname = current_user`,
    });
    expect(ran.body).toEqual([{ rolconnlimit: CONNECTION_LIMIT }]);

    // A project made before the limit existed: the start-up step limits it.
    await superuserQuery(`ALTER ROLE project_${ref} CONNECTION LIMIT -1`);
    const platform = new pg.Pool({ connectionString: instance.platformDbUrl, max: 1 });
    try {
      await limitProjectConnections(platform, sharedClusterUrl('postgres'), CONNECTION_LIMIT);
    } finally {
      await platform.end();
    }
    expect(await connectionLimitOf(ref!)).toBe(CONNECTION_LIMIT);
  });

  // A changed password Atrium mends itself (tests/integration/hosted/tenant-isolation.test.ts); a
  // role that may no longer log in it cannot, and Postgres's refusal names the role.
  it("answers 503 naming no role when the project's role is refused its connections", async () => {
    const ref = created[1]!;
    expect((await settledProject(instance.atrium.url, owner, ref)).status).toBe('ACTIVE_HEALTHY');
    const run = () =>
      as<ErrorBody>('POST', `/platform/pg-meta/${ref}/query`, { query: 'SELECT 1 AS one' });
    // The role may hold three connections: one still held by the project's start-up checks
    // leaves a loaded machine's first query refused, until it is given back.
    await expect.poll(async () => (await run()).status).toBe(200);

    await superuserQuery(`ALTER ROLE project_${ref} NOLOGIN`);
    // Its open connections go: the next one must log in again, and is refused.
    await superuserQuery(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1',
      [`project_${ref}`],
    );
    let refused = await run();
    await expect
      .poll(async () => (refused = await run()).status, { timeout: 10_000 })
      .not.toBe(200);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toEqual({
      code: 'database_unavailable',
      message: 'The database is not reachable right now. It may be restarting; try again shortly.',
    });
  });
});

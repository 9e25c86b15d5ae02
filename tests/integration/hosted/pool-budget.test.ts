import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuserQuery } from '../../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs, settledProject, type ProjectBody } from './hosted-calls.js';
import { waitFor } from '../../harness/wait-for.js';

const BUDGET = 2;
const PROJECTS = 3;

/**
 * docs/architecture/projects.md, Limits: one connection budget across every project pool of an
 * instance (`ATRIUM_PROJECT_CONNECTION_BUDGET`). With one connection per pool and a budget of two,
 * four projects (the default one and three more) are all served, by closing the least recently
 * used pool, and the instance never holds more than two connections on the projects server.
 */
describe('hosted mode: project pools within one connection budget', () => {
  let instance: SharedClusterInstance;
  let owner: string;
  const refs: string[] = ['default'];
  const databases: string[] = [];
  const as = <T>(method: string, path: string, body?: unknown) =>
    callAs<T>(instance.atrium.url, owner, method, path, body);
  const ask = (ref: string) =>
    as<{ db: string }[]>('POST', `/platform/pg-meta/${ref}/query`, {
      query: 'SELECT current_database() AS db, pg_sleep(0.2)',
    });
  /** The project databases the instance's project pools hold connections to now. */
  const connectedDatabases = async () =>
    (
      await superuserQuery<{ db: string }>(
        `SELECT datname AS db FROM pg_stat_activity
          WHERE application_name = 'atrium' AND datname = ANY($1) ORDER BY datname`,
        [databases],
      )
    ).map((row) => row.db);

  beforeAll(async () => {
    instance = await startOnSharedCluster('pool_budget', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_HOSTED_PROJECTS_PER_ORGANIZATION: String(PROJECTS + 1),
      ATRIUM_DB_POOL_SIZE: '1',
      ATRIUM_PROJECT_CONNECTION_BUDGET: String(BUDGET),
    });
    owner = instance.token!;
    const organization = await as<{ slug: string }>('POST', '/platform/organizations', {
      name: 'Budgeted',
    });
    expect(organization.status).toBe(201);
    for (let i = 0; i < PROJECTS; i++) {
      const created = await as<ProjectBody>(
        'POST',
        `/platform/organizations/${organization.body.slug}/projects`,
        { name: `Budgeted ${i}` },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      refs.push(created.body.ref);
    }
    for (const ref of refs.slice(1)) {
      expect((await settledProject(instance.atrium.url, owner, ref)).status).toBe('ACTIVE_HEALTHY');
    }
    databases.push(instance.projectDb, ...refs.slice(1).map((ref) => `project_${ref}`));
  });

  afterAll(async () => {
    if (!instance) return;
    await instance.close();
    for (const ref of refs.slice(1)) {
      await superuserQuery(`DROP DATABASE IF EXISTS project_${ref} WITH (FORCE)`);
      await superuserQuery(`DROP ROLE IF EXISTS project_${ref}`);
    }
  });

  it('serves more projects than the budget holds pools for, one after another', async () => {
    for (const [i, ref] of refs.entries()) {
      const answer = await ask(ref);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body[0]!.db).toBe(databases[i]);
      // The least recently used pools were closed: only the last two projects hold connections.
      const lastTwo = databases.slice(Math.max(0, i - 1), i + 1).sort();
      await waitFor(async () => (await connectedDatabases()).join() === lastTwo.join(), 5_000);
    }
  });

  it('serves them all at once, never above the budget', async () => {
    let most = 0;
    let watching = true;
    const watch = (async () => {
      // One look after another, for as long as the requests run.
      while (watching) most = Math.max(most, (await connectedDatabases()).length);
    })();
    const answers = await Promise.all([...refs, ...refs].map(ask));
    watching = false;
    await watch;
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(BUDGET);
  });
});

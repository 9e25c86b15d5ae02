import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { directQuery, uniqueName } from '../harness/database.js';
import { startTestInstance, type TestInstance } from '../harness/start-instance.js';

/**
 * With DATABASE_URL, Atrium uses that Postgres and starts none of its own. The shared test cluster
 * plays the external server, with fresh databases so nothing collides with the shared instance.
 */
describe('with DATABASE_URL set', () => {
  const projectDb = uniqueName('external_project');
  const platformDb = uniqueName('external_platform');
  const urlFor = (database: string) => {
    const url = new URL(inject('projectDbUrl'));
    url.pathname = `/${database}`;
    return url.toString();
  };
  let instance: TestInstance;

  beforeAll(async () => {
    await directQuery(`CREATE DATABASE ${projectDb}`);
    instance = await startTestInstance('external', {
      DATABASE_URL: urlFor(projectDb),
      ATRIUM_PLATFORM_DATABASE_URL: urlFor(platformDb),
    });
  });
  afterAll(async () => {
    await instance?.close();
    await directQuery(`DROP DATABASE IF EXISTS ${projectDb} WITH (FORCE)`);
    await directQuery(`DROP DATABASE IF EXISTS ${platformDb} WITH (FORCE)`);
  });

  it('starts no cluster, creates the platform database and serves the default project from it', async () => {
    expect(instance.atrium.cluster).toBeUndefined();
    const res = await query(
      `SELECT current_database() AS db, to_regprocedure('auth.uid()') IS NOT NULL AS bootstrapped`,
      {},
      instance.atrium.url,
    );
    expect(res.body).toEqual([{ db: projectDb, bootstrapped: true }]);
    const platform = await directQuery(`SELECT ref FROM projects`, [], urlFor(platformDb));
    expect(platform).toEqual([{ ref: 'default' }]);
  });
});

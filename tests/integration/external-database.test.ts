import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../harness/api.js';
import { directQuery } from '../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../harness/shared-cluster-instance.js';

/**
 * With DATABASE_URL, Atrium uses that Postgres and starts none of its own. The shared test cluster
 * plays the external server, with fresh databases so nothing collides with the shared instance.
 */
describe('with DATABASE_URL set', () => {
  let instance: SharedClusterInstance;

  beforeAll(async () => {
    instance = await startOnSharedCluster('external', {}, { platform: 'empty' });
  });
  afterAll(() => instance?.close());

  it('starts no cluster, creates the platform database and serves the default project from it', async () => {
    expect(instance.atrium.cluster).toBeUndefined();
    const res = await query(
      `SELECT current_database() AS db, to_regprocedure('auth.uid()') IS NOT NULL AS bootstrapped`,
      {},
      instance.atrium.url,
    );
    expect(res.body).toEqual([{ db: instance.projectDb, bootstrapped: true }]);
    const platform = await directQuery(`SELECT ref FROM projects`, [], instance.platformDbUrl);
    expect(platform).toEqual([{ ref: 'default' }]);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/src/app.js';
import { memoryLogger } from '../../../api/src/http/memory-logger.js';
import { createWarehouseToken } from '../../../api/src/ingest/warehouse-tokens/store.js';
import type { AtriumModule } from '../../../api/src/module/define-module.js';
import { metricsModule } from '../../../api/src/module/ingest-module.fixture.js';
import type { ProjectRegistry } from '../../../api/src/projects/registry.js';
import { superuserQuery } from '../../harness/database.js';
import { clonePlatformDatabase, sharedClusterUrl } from '../../harness/shared-cluster-instance.js';

const SAMPLES = 'http://localhost/ingest/v1/metered/metrics/samples';

/**
 * docs/architecture/ingest.md: a module's ingest route is reached with a warehouse access token of
 * the project its path names, and is not there when the module is off. The app runs in this
 * process on a platform database of its own, where the tokens are checked, with the module of
 * ingest-module.fixture.ts.
 */
describe('a module’s ingest routes', () => {
  let platformDb: string;
  let platform: pg.Pool;
  let projectId: string;
  let token: string;
  let otherProjectToken: string;

  const appWith = (serverPlugins: AtriumModule[]) =>
    createApp({
      platform,
      projects: {} as ProjectRegistry,
      log: memoryLogger().log,
      deployment: { plugins: [], hosted: false, flags: {} },
      serverPlugins,
    });
  const send = (app: ReturnType<typeof appWith>, headers: Record<string, string> = {}) =>
    app.request(SAMPLES, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ cpu: 0.5 }),
    });
  const withToken = (value: string) => ({ authorization: `Bearer ${value}` });

  beforeAll(async () => {
    platformDb = await clonePlatformDatabase('module_ingest_routes');
    platform = new pg.Pool({ connectionString: sharedClusterUrl(platformDb), max: 4 });
    const { rows } = await platform.query<{ id: string; ref: string }>(
      `WITH o AS (INSERT INTO organizations (slug, name) VALUES ('metered-org', 'Metered') RETURNING id)
       INSERT INTO projects (ref, name, organization_id, connection_string_encrypted)
       SELECT ref, ref, o.id, 'unused' FROM o, unnest(ARRAY['metered', 'elsewhere']) AS ref
       RETURNING id::text, ref`,
    );
    projectId = rows.find((row) => row.ref === 'metered')!.id;
    token = (await createWarehouseToken(platform, 'metered', 'agent')).token;
    otherProjectToken = (await createWarehouseToken(platform, 'elsewhere', 'other agent')).token;
  });
  afterAll(async () => {
    await platform?.end();
    if (platformDb) await superuserQuery(`DROP DATABASE IF EXISTS ${platformDb} WITH (FORCE)`);
  });

  it('answers with a warehouse token of the project its path names', async () => {
    const response = await send(appWith([metricsModule]), withToken(token));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ project: projectId });
  });

  it('refuses no token and another project’s token (401)', async () => {
    const app = appWith([metricsModule]);
    for (const headers of [{}, withToken(otherProjectToken)]) {
      const refused = await send(app, headers);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: { code: 'invalid_warehouse_token' } });
    }
  });

  it('has no such route when the module is off', async () => {
    const response = await send(appWith([]), withToken(token));
    expect(response.status).toBe(404);
  });
});

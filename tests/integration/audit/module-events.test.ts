import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/src/app.js';
import { memoryLogger } from '../../../api/src/http/memory-logger.js';
import { bucketsModule } from '../../../api/src/module/audited-module.fixture.js';
import { moduleContexts } from '../../../api/src/module/module-context.js';
import { ModuleReport } from '../../../api/src/module/module-report.js';
import { SecretBox } from '../../../api/src/platform/secret-box.js';
import type { Project } from '../../../api/src/projects/index.js';
import type { ProjectRegistry } from '../../../api/src/projects/registry.js';
import { ensureProjectJwtSecret } from '../../../api/src/project-api/project-jwt-secrets.js';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { dropDatabase } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import { clonePlatformDatabase, sharedClusterUrl } from '../../harness/shared-cluster-instance.js';

const SECRET_KEY = 'project-api-events-test-secret-key';

/**
 * docs/architecture/project-api.md, audit: on the project API only the routes that declare their
 * event are recorded, in the project's organization, refusals by role included; object calls,
 * however many, leave no entry. The app runs in this process with a storage-like module (audited-module.fixture.ts), on a platform
 * database of its own; the module's routes never reach the project database, so the project is
 * the platform's row alone.
 */
describe('a module’s audit events, and the project API’s audit of administrative calls', () => {
  let platformDb: string;
  let platform: pg.Pool;
  let app: ReturnType<typeof createApp>;
  let log: ReturnType<typeof memoryLogger>['log'];
  const keys: Record<'anon' | 'service_role', string> = { anon: '', service_role: '' };

  const call = (method: string, path: string, role: 'anon' | 'service_role', body: string) =>
    app.request(`http://localhost${path}`, {
      method,
      headers: {
        apikey: keys[role],
        'content-type': method === 'PUT' ? 'application/octet-stream' : 'application/json',
      },
      body,
    });
  const entries = async (method = '%') =>
    (
      await platform.query<{ action: string | null; route: string; status: number }>(
        `SELECT action, route, status, project_ref, organization_slug, details, target_name
           FROM audit_log WHERE method LIKE $1 ORDER BY id`,
        [method],
      )
    ).rows;

  beforeAll(async () => {
    platformDb = await clonePlatformDatabase('project_api_events');
    platform = new pg.Pool({ connectionString: sharedClusterUrl(platformDb), max: 4 });
    const secrets = SecretBox.fromSecret(SECRET_KEY);
    const { rows } = await platform.query<{ id: string }>(
      `WITH o AS (INSERT INTO organizations (slug, name) VALUES ('audited-org', 'Audited') RETURNING id)
       INSERT INTO projects (ref, name, organization_id, connection_string_encrypted)
       SELECT 'audited', 'Audited', o.id, $1 FROM o RETURNING id::text`,
      [secrets.encrypt('postgres://unused.invalid/none')],
    );
    await ensureProjectJwtSecret(platform, secrets, rows[0]!.id);
    const secret = await readProjectJwtSecret(sharedClusterUrl(platformDb), SECRET_KEY, 'audited');
    keys.anon = await signProjectKey(secret, 'audited', 'anon');
    keys.service_role = await signProjectKey(secret, 'audited', 'service_role');
    const project = { id: Number(rows[0]!.id), ref: 'audited' } as Project;
    log = memoryLogger().log;
    app = createApp({
      platform,
      projects: { resolve: () => Promise.resolve(project) } as unknown as ProjectRegistry,
      log,
      deployment: { plugins: [], hosted: false, flags: {} },
      serverPlugins: [bucketsModule],
      moduleReport: new ModuleReport(log),
      secrets,
    });
  });
  afterAll(async () => {
    await platform?.end();
    if (platformDb) await dropDatabase(platformDb);
  });

  it('records a service-role bucket creation as the module’s named event, and a refused one', async () => {
    const created = await call('POST', '/buckets/v1/bucket', 'service_role', '{}');
    expect(created.status, await created.clone().text()).toBe(201);
    expect((await call('POST', '/buckets/v1/bucket', 'anon', '{}')).status).toBe(403);
    expect(await entries('POST')).toEqual([
      expect.objectContaining({
        action: 'buckets:bucket.created',
        route: '/buckets/v1/bucket',
        status: 201,
        project_ref: 'audited',
        organization_slug: 'audited-org',
        details: { role: 'service_role' },
      }),
      expect.objectContaining({ action: 'buckets:bucket.created', status: 403 }),
    ]);
  });

  it('records nothing of a hundred object uploads', async () => {
    const before = (await entries()).length;
    for (let chunk = 0; chunk < 100; chunk += 1) {
      const answer = await call('PUT', `/buckets/v1/object/avatars/part-${chunk}`, 'anon', 'x');
      expect(answer.status).toBe(200);
    }
    expect(await entries()).toHaveLength(before);
  });

  it('records a dashboard route’s declared event by its module’s name, refusals included', async () => {
    const refused = await app.request(
      'http://localhost/api/plugins/buckets/projects/audited/buckets/avatars/empty',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    );
    expect(refused.status).toBe(401);
    expect(await entries('POST')).toContainEqual(
      expect.objectContaining({
        action: 'buckets:bucket.emptied',
        route: '/api/plugins/buckets/projects/:ref/buckets/:bucket/empty',
        status: 401,
        project_ref: 'audited',
      }),
    );
  });

  it('names what a module records through its context as its own event', async () => {
    const context = moduleContexts({
      platform,
      projects: { resolve: () => Promise.reject(new Error('not reached')) },
      auditLog: platform,
      config: {},
      log,
    })('buckets');
    await context.audit.record({
      action: 'bucket.created',
      target: { ref: 'audited', bucket: 'b-1' },
      name: 'avatars',
    });
    expect(await entries('EVENT')).toEqual([
      expect.objectContaining({
        action: 'buckets:bucket.created',
        target_name: 'avatars',
        project_ref: 'audited',
      }),
    ]);
  });
});

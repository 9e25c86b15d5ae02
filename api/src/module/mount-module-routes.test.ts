import { Hono } from 'hono';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { AppEnv } from '../http/env.js';
import { memoryLogger } from '../http/memory-logger.js';
import { isPublic, requiresSignedIn } from '../http/permission-middleware.js';
import type { ProjectRegistry } from '../projects/registry.js';
import { defineModule, type AtriumModule } from './define-module.js';
import { audited } from './module-audit-events.js';
import { ModuleReport } from './module-report.js';

/** The whole app with these plugin modules, on placeholders: these requests run no queries. */
function appWith(serverPlugins: AtriumModule[]) {
  const memory = memoryLogger();
  const moduleReport = new ModuleReport(memory.log);
  const app = createApp({
    platform: { query: async () => ({ rows: [] }) } as unknown as pg.Pool,
    projects: {} as ProjectRegistry,
    log: memory.log,
    deployment: { plugins: [], hosted: false, flags: {} },
    serverPlugins,
    moduleReport,
  });
  const get = (path: string) => app.request(`http://127.0.0.1${path}`);
  return { get, memory, moduleReport };
}

const greeter = defineModule({
  id: 'greeter',
  routes: () => new Hono<AppEnv>().get('/hi', isPublic(), (c) => c.json({ hi: true })),
});

/** docs/architecture/plugins.md: deny by default, and containment of a plugin's server part. */
describe('mounting a module’s routes', () => {
  it('refuses a module with an undeclared route, naming plugin, method and path', async () => {
    const leaky = defineModule({
      id: 'leaky',
      routes: () =>
        new Hono<AppEnv>()
          .get('/open', isPublic(), (c) => c.json({ open: true }))
          .get('/rows', (c) => c.json([{ secret: 'row' }])),
    });
    const { get, memory, moduleReport } = appWith([leaky, greeter]);
    expect((await get('/api/plugins/leaky/rows')).status).toBe(404);
    expect((await get('/api/plugins/leaky/open')).status).toBe(404);
    expect((await get('/api/plugins/greeter/hi')).status).toBe(200);
    expect(moduleReport.failures()).toEqual([
      expect.objectContaining({ module: 'leaky', stage: 'declaration' }),
    ]);
    const [line] = memory.lines().filter((l) => l.level === 50);
    expect(line?.msg).toContain('GET /api/plugins/leaky/rows declares no permission');
    expect(line?.msg).not.toContain('/open');
  });

  it('refuses a module whose route records an audit event it does not declare, naming it', async () => {
    const unnamed = defineModule({
      id: 'unnamed',
      auditEvents: ['note.pinned'],
      routes: () =>
        new Hono<AppEnv>()
          .post('/pin', requiresSignedIn(), audited('note.pinned'), (c) => c.json({}))
          .post('/unpin', requiresSignedIn(), audited('note.unpinned'), (c) => c.json({})),
    });
    const { memory, moduleReport } = appWith([unnamed, greeter]);
    expect(moduleReport.failures()).toEqual([
      expect.objectContaining({ module: 'unnamed', stage: 'declaration' }),
    ]);
    const [line] = memory.lines().filter((l) => l.level === 50);
    expect(line?.msg).toContain(
      'unnamed: POST /api/plugins/unnamed/unpin ("note.unpinned") records an audit event the module does not declare',
    );
  });

  it('leaves out a module whose routes() throws, reports it on /health, and serves the rest', async () => {
    const broken = defineModule({
      id: 'broken',
      routes: () => {
        throw new Error('cannot build');
      },
    });
    const { get, moduleReport } = appWith([broken, greeter]);
    expect((await get('/api/plugins/greeter/hi')).status).toBe(200);
    expect(moduleReport.failures()).toEqual([
      { module: 'broken', stage: 'routes', message: 'cannot build' },
    ]);
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'degraded',
      failed: [{ module: 'broken', stage: 'routes' }],
    });
  });

  it('reports a module whose own health check answers not ok on /health', async () => {
    const { get, moduleReport } = appWith([greeter]);
    moduleReport.watchHealth('greeter', async () => ({ ok: false }));
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'degraded',
      failed: [{ module: 'greeter', stage: 'health' }],
    });
  });

  it('answers a plugin route’s error through Atrium’s handler, whatever handler its app had', async () => {
    // A plugin bundling its own copy of hono brings that copy's default error handler, which
    // `app.route()` would keep around the plugin's routes; `onError` stands in for it here.
    const ownHandler = defineModule({
      id: 'own-handler',
      routes: () =>
        new Hono<AppEnv>()
          .get('/boom', requiresSignedIn(), () => {
            throw new Error('boom');
          })
          .get('/fails', isPublic(), () => {
            throw new Error('internal detail');
          })
          .onError((_error, c) => c.text('Internal Server Error', 500)),
    });
    const { get } = appWith([ownHandler]);
    const signedOut = await get('/api/plugins/own-handler/boom');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual(
      expect.objectContaining({ error: expect.objectContaining({ code: 'no_authorization' }) }),
    );
    const failed = await get('/api/plugins/own-handler/fails');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      error: { message: 'Internal server error', code: 'internal_error' },
    });
  });
});

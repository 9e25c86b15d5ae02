import { Hono } from 'hono';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { memoryLogger } from '../http/memory-logger.js';
import type { IngestEnv } from '../ingest/index.js';
import type { ProjectRegistry } from '../projects/registry.js';
import { defineModule, type AtriumModule } from './define-module.js';
import { ModuleReport } from './module-report.js';

/** The whole app with these modules, on placeholders: these requests run no queries. */
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
  return { app, moduleReport };
}

const endpoints = (app: ReturnType<typeof appWith>['app']) =>
  app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);

/** docs/architecture/ingest.md: deny by default and the prefix rule for modules' ingest routes. */
describe('mounting a module’s ingest routes', () => {
  it('mounts declared routes at /ingest/v1/:ref/{id} and lists them with their declaration', () => {
    const metrics = defineModule({
      id: 'metrics',
      ingestRoutes: (deps) =>
        new Hono<IngestEnv>().post('/samples', deps.requiresWarehouseToken(), (c) =>
          c.body(null, 204),
        ),
    });
    const { app, moduleReport } = appWith([metrics]);
    expect(moduleReport.failures()).toEqual([]);
    expect(endpoints(app)).toContain('POST /ingest/v1/:ref/metrics/samples');
    expect(moduleReport.routesOf('metrics')).toEqual([
      {
        method: 'POST',
        path: '/ingest/v1/:ref/metrics/samples',
        surface: 'ingest',
        declared: ['requiresWarehouseToken'],
      },
    ]);
  });

  it('leaves out a module with an undeclared ingest route, naming module, method and path', () => {
    const leaky = defineModule({
      id: 'leaky',
      ingestRoutes: (deps) =>
        new Hono<IngestEnv>()
          .post('/ok', deps.requiresWarehouseToken(), (c) => c.body(null, 204))
          .post('/open', (c) => c.body(null, 204)),
    });
    const { app, moduleReport } = appWith([leaky]);
    expect(moduleReport.isLeftOut('leaky')).toBe(true);
    expect(moduleReport.failures()[0]?.message).toBe(
      'leaky: POST /ingest/v1/:ref/leaky/open does not declare requiresWarehouseToken exactly once; its routes are refused',
    );
    expect(endpoints(app).some((e) => e.includes('/leaky'))).toBe(false);
  });

  it('leaves out a module whose any-method route or middleware carries no declaration', () => {
    const open = defineModule({
      id: 'open',
      ingestRoutes: (deps) =>
        new Hono<IngestEnv>()
          .post('/ok', deps.requiresWarehouseToken(), (c) => c.body(null, 204))
          .all('/anything', (c) => c.body(null, 204)),
    });
    const { app, moduleReport } = appWith([open]);
    expect(moduleReport.isLeftOut('open')).toBe(true);
    expect(moduleReport.failures()[0]?.message).toMatch(/ALL \/ingest\/v1\/:ref\/open\/anything/);
    expect(app.routes.some((r) => r.path.includes('/open/'))).toBe(false);
  });

  it('leaves out a module whose ingestRoutes() throws, reported by name, and serves the rest', () => {
    const broken = defineModule({
      id: 'broken',
      ingestRoutes: () => {
        throw new Error('no routes today');
      },
    });
    const { app, moduleReport } = appWith([broken]);
    expect(moduleReport.failures()).toMatchObject([{ module: 'broken', stage: 'routes' }]);
    expect(endpoints(app).some((e) => e.includes('/broken'))).toBe(false);
    expect(endpoints(app)).toContain('POST /ingest/v1/:ref/events');
  });

  it('refuses the id whose prefix is core’s own ingest route', () => {
    const sneaky = defineModule({
      id: 'events',
      ingestRoutes: (deps) =>
        new Hono<IngestEnv>().post('/', deps.requiresWarehouseToken(), (c) => c.body(null, 204)),
    });
    const { moduleReport } = appWith([sneaky]);
    expect(moduleReport.isLeftOut('events')).toBe(true);
  });
});

import { Hono } from 'hono';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { memoryLogger } from '../http/memory-logger.js';
import { defineModule, type AtriumModule } from './define-module.js';
import { audited } from './module-audit-events.js';
import { ModuleReport } from './module-report.js';
import type { ProjectRegistry } from '../projects/registry.js';
import { runsAsCaller, serviceRoleOnly } from '../project-api/project-api-declarations.js';
import type { ProjectApiEnv } from '../project-api/project-api-env.js';

/** The whole app with these modules, on placeholders: these requests run no queries. */
function appWith(serverPlugins: AtriumModule[], projectApiOrigins?: readonly string[]) {
  const memory = memoryLogger();
  const moduleReport = new ModuleReport(memory.log);
  const app = createApp({
    platform: { query: async () => ({ rows: [] }) } as unknown as pg.Pool,
    projects: {} as ProjectRegistry,
    log: memory.log,
    deployment: { plugins: [], hosted: false, flags: {} },
    serverPlugins,
    moduleReport,
    projectApiOrigins,
  });
  return { app, moduleReport };
}

const preflight = (app: ReturnType<typeof appWith>['app'], path: string, origin: string) =>
  app.request(`http://127.0.0.1${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET' },
  });

const notes = defineModule({
  id: 'notes',
  projectApiRoutes: () =>
    new Hono<ProjectApiEnv>()
      .get('/notes', runsAsCaller(), (c) => c.json([]))
      .delete('/notes', serviceRoleOnly(), (c) => c.body(null, 204)),
});

/** docs/architecture/project-api.md: deny by default and the prefix rule on the project API. */
describe('mounting a module’s project-API routes', () => {
  it('mounts declared routes at /{id}/v1', async () => {
    const { app, moduleReport } = appWith([notes]);
    expect(moduleReport.failures()).toEqual([]);
    const paths = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining(['GET /notes/v1/notes', 'DELETE /notes/v1/notes']),
    );
  });

  it('leaves out a module with an undeclared project-API route, naming method and path', () => {
    const leaky = defineModule({
      id: 'leaky',
      projectApiRoutes: () =>
        new Hono<ProjectApiEnv>()
          .get('/ok', runsAsCaller(), (c) => c.json([]))
          .get('/open', (c) => c.json([])),
    });
    const { app, moduleReport } = appWith([leaky]);
    expect(moduleReport.isLeftOut('leaky')).toBe(true);
    expect(moduleReport.failures()[0]?.message).toMatch(/GET \/leaky\/v1\/open/);
    expect(app.routes.some((r) => r.method !== 'ALL' && r.path.startsWith('/leaky/v1/'))).toBe(
      false,
    );
  });

  it('leaves out a module whose route records an audit event it does not declare, naming it', () => {
    const unnamed = defineModule({
      id: 'unnamed',
      auditEvents: ['bucket.created'],
      projectApiRoutes: () =>
        new Hono<ProjectApiEnv>()
          .post('/bucket', serviceRoleOnly(), audited('bucket.created'), (c) => c.json({}))
          .delete('/bucket', serviceRoleOnly(), audited('bucket.emptied'), (c) => c.json({})),
    });
    const { app, moduleReport } = appWith([unnamed]);
    expect(moduleReport.isLeftOut('unnamed')).toBe(true);
    expect(moduleReport.failures()[0]?.message).toMatch(
      /^unnamed: DELETE \/unnamed\/v1\/bucket \("bucket\.emptied"\) records an audit event/,
    );
    expect(app.routes.some((r) => r.method !== 'ALL' && r.path.startsWith('/unnamed/v1/'))).toBe(
      false,
    );
  });

  it('refuses ids whose prefix would fall among the dashboard’s or the ingest surface’s paths', () => {
    for (const id of ['platform', 'ingest']) {
      const sneaky = defineModule({
        id,
        projectApiRoutes: () =>
          new Hono<ProjectApiEnv>().get('/x', runsAsCaller(), (c) => c.json([])),
      });
      const { app, moduleReport } = appWith([sneaky]);
      expect(moduleReport.isLeftOut(id), id).toBe(true);
      expect(app.routes.some((r) => r.path.startsWith(`/${id}/v1/x`))).toBe(false);
    }
  });

  it('answers preflights from any origin by default, and only the configured ones when set', async () => {
    const open = appWith([notes]).app;
    const any = await preflight(open, '/notes/v1/notes', 'https://anywhere.example');
    expect(any.status).toBe(204);
    expect(any.headers.get('access-control-allow-origin')).toBe('*');

    const narrowed = appWith([notes], ['https://app.example']).app;
    const allowed = await preflight(narrowed, '/storage/v1/bucket', 'https://app.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const other = await preflight(narrowed, '/storage/v1/bucket', 'https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

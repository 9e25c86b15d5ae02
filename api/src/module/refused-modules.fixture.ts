import { Hono } from 'hono';
import type pg from 'pg';
import type { AppEnv } from '../http/env.js';
import type { IngestEnv } from '../ingest/index.js';
import { isPublic } from '../http/permission-middleware.js';
import { runsAsCaller } from '../project-api/project-api-declarations.js';
import type { ProjectApiEnv } from '../project-api/project-api-env.js';
import { defineModule, type AtriumModule } from './define-module.js';

/**
 * Modules refused at mount (an undeclared dashboard route, an undeclared project-API route, an
 * undeclared ingest route, `routes()` throwing) beside one that is not, each with a migration, a job and a start hook
 * that push what ran into `ran`: a refused module must leave none of them run.
 */
export function refusedModules(ran: string[]): AtriumModule[] {
  const sideEffects = (id: string) => ({
    migrations: [
      {
        id: '1',
        up: async (client: pg.ClientBase) =>
          void (await client.query('CREATE TABLE made (id int)')),
      },
    ],
    jobs: [
      {
        id: 'tick',
        periodMs: 60_000,
        timeoutMs: 1_000,
        scope: 'global' as const,
        run: async () => void ran.push(`job ${id}`),
      },
    ],
    start: async () => void ran.push(`start ${id}`),
  });
  return [
    defineModule({
      id: 'undeclared-dashboard',
      ...sideEffects('undeclared-dashboard'),
      routes: () =>
        new Hono<AppEnv>()
          .get('/open', isPublic(), (c) => c.json({}))
          .get('/rows', (c) => c.json([])),
    }),
    defineModule({
      id: 'undeclared-project-api',
      ...sideEffects('undeclared-project-api'),
      projectApiRoutes: () =>
        new Hono<ProjectApiEnv>()
          .get('/mine', runsAsCaller(), (c) => c.json([]))
          .post('/everyone', (c) => c.json([])),
    }),
    defineModule({
      id: 'undeclared-ingest',
      ...sideEffects('undeclared-ingest'),
      ingestRoutes: (deps) =>
        new Hono<IngestEnv>()
          .post('/mine', deps.requiresWarehouseToken(), (c) => c.body(null, 202))
          .post('/everyone', (c) => c.body(null, 202)),
    }),
    defineModule({
      id: 'throwing-routes',
      ...sideEffects('throwing-routes'),
      routes: () => {
        throw new Error('no routes today');
      },
    }),
    defineModule({ id: 'declared', ...sideEffects('declared') }),
  ];
}

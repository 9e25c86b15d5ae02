import { Hono } from 'hono';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/env.js';
import { requiresWarehouseToken } from './ingest-declarations.js';
import type { IngestEnv } from './ingest-env.js';
import { mountIngestSurface, undeclaredIngestRoutes } from './ingest-surface.js';

const platform = {} as pg.Pool;

/** docs/architecture/ingest.md: an ingest route without its declaration refuses the mount. */
describe('the ingest surface’s declarations', () => {
  it('finds a route with no declaration, or two, and names it', () => {
    const routes = new Hono<IngestEnv>()
      .post('/:ref/events', requiresWarehouseToken(platform), (c) => c.body(null, 201))
      .post('/:ref/open', (c) => c.body(null, 201))
      .post(
        '/:ref/twice',
        requiresWarehouseToken(platform),
        requiresWarehouseToken(platform),
        (c) => c.body(null, 201),
      );
    expect(undeclaredIngestRoutes(routes)).toEqual(['POST /:ref/open', 'POST /:ref/twice']);
  });

  it('refuses to mount an undeclared route, naming its method and path', () => {
    const open = new Hono<IngestEnv>().post('/:ref/open', (c) => c.body(null, 201));
    expect(() => mountIngestSurface(new Hono<AppEnv>(), platform, open)).toThrow(
      'Ingest routes without a declaration: POST /:ref/open',
    );
  });

  it('mounts core’s own routes, each declared', () => {
    const app = new Hono<AppEnv>();
    mountIngestSurface(app, platform);
    expect(app.routes.some((route) => route.path === '/ingest/v1/:ref/events')).toBe(true);
  });
});

import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApiRoutes } from '../../api/src/app.js';
import { createLogger } from '../../api/src/logger.js';
import { PERMISSION_DECLARATION } from '../../api/src/http/permission-middleware.js';
import type { ProjectRegistry } from '../../api/src/projects/registry.js';

/**
 * docs/architecture/api.md: every API route MUST declare the permission it needs through
 * `requires(action, resource)` (or `isPublic()`). Building the routes runs no queries, so
 * placeholders stand in for the database.
 */
describe('every API route declares its permission', () => {
  const routes = createApiRoutes({
    platform: {} as pg.Pool,
    projects: {} as ProjectRegistry,
    log: createLogger('silent'),
    deployment: { plugins: [], hosted: false, flags: {} },
  }).routes;

  const declared = (method: string, path: string) =>
    routes.some(
      (r) =>
        r.path === path &&
        (r.method === method || r.method === 'ALL') &&
        PERMISSION_DECLARATION in r.handler,
    );

  const endpoints = [
    ...new Set(routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`)),
  ];

  it('has endpoints to check', () => {
    expect(endpoints).toContain('POST /platform/pg-meta/:ref/query');
  });

  it.each(endpoints)('%s', (endpoint) => {
    const [method, path] = endpoint.split(' ') as [string, string];
    expect(declared(method, path), `${endpoint} declares no permission`).toBe(true);
  });
});

import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApiRoutes } from '../app.js';
import { memoryLogger } from '../http/memory-logger.js';
import { routeRefusalOf } from '../module/check-module-routes.js';
import { moduleContexts } from '../module/module-context.js';
import { projectLookup } from '../module/project-lookup.js';
import type { ProjectRegistry } from '../projects/registry.js';
import { pgMetaModule } from './module.js';

/** Placeholders: building routes runs no queries. */
const platform = {} as pg.Pool;
const projects = {} as ProjectRegistry;
const { log } = memoryLogger();
const contextFor = moduleContexts({
  platform,
  projects: projectLookup(projects),
  auditLog: platform,
  config: {},
  log,
});

const endpoints = (routes: readonly { method: string; path: string }[], prefix = '') =>
  routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${prefix}${route.path}`)
    .filter((endpoint, i, all) => all.indexOf(endpoint) === i)
    .sort();

/** docs/architecture/plugins.md: core areas are server modules under the plugins' contract. */
describe('pg-meta as a server module', () => {
  const module = pgMetaModule(projects);

  it('passes the module contract: every route declares its permission', () => {
    expect(module.id).toBe('pg-meta');
    expect(routeRefusalOf(module, contextFor(module.id), platform)).toBeUndefined();
  });

  it('is what the API serves under /platform/pg-meta', () => {
    const served = createApiRoutes({
      platform,
      projects,
      log,
      deployment: { plugins: [], hosted: false, flags: {} },
    }).routes.filter((route) => route.path.startsWith('/platform/pg-meta/'));
    const own = endpoints(module.routes(contextFor(module.id)).routes, '/platform/pg-meta');
    expect(own.length).toBeGreaterThan(50);
    expect(endpoints(served)).toEqual(own);
  });
});

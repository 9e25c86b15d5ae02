import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApiRoutes } from '../app.js';
import { memoryLogger } from '../http/memory-logger.js';
import { routeRefusalOf } from '../module/check-module-routes.js';
import { moduleContexts } from '../module/module-context.js';
import { projectLookup } from '../module/project-lookup.js';
import type { ProjectRegistry } from '../projects/registry.js';
import { authContextFor } from './auth-context.js';
import { authModule } from './module.js';

/** Placeholders: building routes runs no queries. */
const platform = {} as pg.Pool;
const projects = {} as ProjectRegistry;
const { log } = memoryLogger();
const deps = { platform, projects, log, deployment: { plugins: [], hosted: false, flags: {} } };
const contextFor = moduleContexts({
  platform,
  projects: projectLookup(projects),
  auditLog: platform,
  config: {},
  log,
});

const endpoints = (routes: readonly { method: string; path: string }[]) =>
  routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path}`)
    .filter((endpoint, i, all) => all.indexOf(endpoint) === i)
    .sort();

const isAuths = (route: { path: string }) =>
  route.path.startsWith('/auth/v1/') || route.path.startsWith('/platform/profile/access-tokens');

/** docs/architecture/plugins.md: core areas are server modules under the plugins' contract. */
describe('auth as a server module', () => {
  const module = authModule(authContextFor(deps));

  it('passes the module contract: every route declares its permission', () => {
    expect(module.id).toBe('auth');
    expect(routeRefusalOf(module, contextFor(module.id), platform)).toBeUndefined();
  });

  it('is what the API serves under /auth/v1 and /platform/profile/access-tokens', () => {
    const own = endpoints(module.routes(contextFor(module.id)).routes);
    expect(own).toContain('POST /auth/v1/token');
    expect(own.some((endpoint) => endpoint.includes('/platform/profile/access-tokens'))).toBe(true);
    expect(own.every((endpoint) => isAuths({ path: endpoint.split(' ')[1]! }))).toBe(true);
    expect(endpoints(createApiRoutes(deps).routes.filter(isAuths))).toEqual(own);
  });
});

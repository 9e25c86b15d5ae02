import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.js';
import type { AtriumModule, ModuleRouteDependencies } from './define-module.js';
import type { ModuleReport, ModuleRoute } from './module-report.js';
import type { RouteRefusal } from './mount-module-routes.js';
import { projectApiDeclarationOf } from '../project-api/index.js';
import { namedAuditEvents } from './module-audit-events.js';

/**
 * Module ids whose `/{id}/v1` would fall among the dashboard's own paths, or be the ingest
 * surface's `/ingest/v1`.
 */
const RESERVED_IDS = new Set(['api', 'auth', 'health', 'ingest', 'platform']);

/**
 * Where a module's project-API routes live: `/{id}/v1`, as the hosted platform's project APIs
 * (`/storage/v1`, `/rest/v1`): the module id is unique, so no two modules share a prefix, and the
 * storage module's id gives it `/storage/v1`.
 */
export const projectApiPrefixOf = (moduleId: string) => `/${moduleId}/v1`;

/** The project-API prefix a module will own, or undefined when it declares no such routes. */
export const projectApiPrefixFor = (module: AtriumModule) =>
  module.projectApiRoutes && !RESERVED_IDS.has(module.id)
    ? projectApiPrefixOf(module.id)
    : undefined;

interface ListedRoute {
  readonly method: string;
  readonly path: string;
  readonly handler: MiddlewareHandler<AppEnv>;
}

/**
 * Builds a module's project-API routes and checks them: its routes with their prefix, or why
 * they are refused (an id among the dashboard's paths, `projectApiRoutes()` threw, a route
 * without a declaration, `runsAsCaller` or `serviceRoleOnly`: deny by default, or a route whose
 * `audited(event)` names an event the module does not declare). Runs nothing of
 * the module but `projectApiRoutes()`, so it is asked before the module's migrations and jobs.
 */
export function declaredProjectApiRoutes(
  module: AtriumModule,
  deps: ModuleRouteDependencies,
): { readonly prefix: string; readonly listed: readonly ListedRoute[] } | RouteRefusal {
  const prefix = projectApiPrefixFor(module);
  if (!prefix) {
    return {
      stage: 'declaration',
      error: new Error(`${module.id}: this id cannot serve a project API`),
    };
  }
  let listed: readonly ListedRoute[];
  try {
    listed = (module.projectApiRoutes?.(deps) as unknown as { routes: ListedRoute[] }).routes;
    if (!Array.isArray(listed)) throw new Error('projectApiRoutes() must return a Hono app');
  } catch (error) {
    return { stage: 'routes', error };
  }
  const undeclared = listed.filter(
    (route) =>
      route.method !== 'ALL' &&
      !listed.some(
        (other) =>
          other.path === route.path &&
          (other.method === route.method || other.method === 'ALL') &&
          projectApiDeclarationOf(other.handler) !== undefined,
      ),
  );
  if (undeclared.length === 0) {
    const named = namedAuditEvents<ListedRoute['handler']>(
      module.id,
      module.auditEvents ?? [],
      listed,
      (path) => (path === '/' ? prefix : `${prefix}${path}`),
    );
    return 'error' in named ? { stage: 'declaration', error: named.error } : { prefix, ...named };
  }
  const names = undeclared.map((route) => `${route.method} ${prefix}${route.path}`).join(', ');
  return {
    stage: 'declaration',
    error: new Error(
      `${module.id}: ${names} declares neither runsAsCaller nor serviceRoleOnly; its routes are refused`,
    ),
  };
}

/**
 * Mounts a module's project-API routes at its prefix, or leaves the module out and reports why
 * (`declaredProjectApiRoutes`). Routes are added one by one, as dashboard routes are, so
 * Atrium's error handler answers their errors.
 */
export function mountProjectApiRoutes(
  app: Hono<AppEnv>,
  module: AtriumModule,
  deps: ModuleRouteDependencies,
  report: ModuleReport,
): boolean {
  if (!module.projectApiRoutes) return true;
  const routes = declaredProjectApiRoutes(module, deps);
  if ('stage' in routes) {
    report.leftOut(module.id, routes.stage, routes.error);
    return false;
  }
  const mounted = app.basePath(routes.prefix);
  for (const route of routes.listed) mounted.on(route.method, route.path, route.handler);
  report.mounted(module.id, projectApiTable(routes.listed, routes.prefix));
  return true;
}

/**
 * Each endpoint (not the `ALL` middleware) with the declarations that apply to it, once: a route
 * with a declaration before its handler is listed by Hono as two entries of its method and path.
 */
function projectApiTable(listed: readonly ListedRoute[], prefix: string): ModuleRoute[] {
  const endpoints = new Map<string, ModuleRoute>();
  for (const route of listed) {
    if (route.method === 'ALL') continue;
    const path = route.path === '/' ? prefix : `${prefix}${route.path}`;
    const declared = listed.flatMap((other) => {
      const declaration = projectApiDeclarationOf(other.handler);
      const applies =
        other.path === route.path && (other.method === route.method || other.method === 'ALL');
      return applies && declaration ? [declaration] : [];
    });
    endpoints.set(`${route.method} ${path}`, {
      method: route.method,
      path,
      surface: 'project-api',
      declared,
    });
  }
  return [...endpoints.values()];
}

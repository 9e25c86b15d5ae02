import type { Hono, MiddlewareHandler } from 'hono';
import type pg from 'pg';
import type { AppEnv } from '../http/env.js';
import { INGEST_PREFIX, ingestDeclarationOf, requiresWarehouseToken } from '../ingest/index.js';
import type { AtriumModule, IngestRouteDependencies, ModuleContext } from './define-module.js';
import type { ModuleReport, ModuleRoute } from './module-report.js';
import type { RouteRefusal } from './mount-module-routes.js';

/** Module ids whose prefix would be a core ingest route's path (`/ingest/v1/{ref}/events`). */
const RESERVED_IDS = new Set(['events']);

/**
 * Where a module's ingest routes live: `/ingest/v1/:ref/{id}`, so each names its project as core's
 * `/ingest/v1/:ref/events` does, and no two modules share a prefix.
 */
export const ingestPrefixOf = (moduleId: string) => `${INGEST_PREFIX}/:ref/${moduleId}`;

/** What a module's `ingestRoutes()` is handed: its context and the ingest declaration, bound. */
export const ingestRouteDependencies = (
  context: ModuleContext,
  platform: pg.Pool,
): IngestRouteDependencies => ({
  ...context,
  requiresWarehouseToken: () => requiresWarehouseToken(platform),
});

interface ListedRoute {
  readonly method: string;
  readonly path: string;
  readonly handler: MiddlewareHandler;
}

const fullPath = (prefix: string, path: string) => (path === '/' ? prefix : `${prefix}${path}`);

/**
 * Builds a module's ingest routes and checks them: its routes with their prefix, or why they are
 * refused (a reserved id, `ingestRoutes()` threw, or a route or middleware without exactly one
 * ingest declaration: deny by default). Runs nothing of the module but `ingestRoutes()`, so it is asked
 * before the module's migrations and jobs.
 */
export function declaredIngestRoutes(
  module: AtriumModule,
  deps: IngestRouteDependencies,
): { readonly prefix: string; readonly listed: readonly ListedRoute[] } | RouteRefusal {
  if (RESERVED_IDS.has(module.id)) {
    return {
      stage: 'declaration',
      error: new Error(`${module.id}: this id cannot serve ingest routes`),
    };
  }
  const prefix = ingestPrefixOf(module.id);
  let listed: readonly ListedRoute[];
  try {
    listed = (module.ingestRoutes?.(deps) as unknown as { routes: ListedRoute[] }).routes;
    if (!Array.isArray(listed)) throw new Error('ingestRoutes() must return a Hono app');
  } catch (error) {
    return { stage: 'routes', error };
  }
  // `ALL` entries count too: with no token check in front of the surface, an undeclared
  // `.all()` route or `.use()` middleware would answer anyone.
  const declarations = new Map<string, number>();
  for (const route of listed) {
    const key = `${route.method} ${fullPath(prefix, route.path)}`;
    declarations.set(
      key,
      (declarations.get(key) ?? 0) + (ingestDeclarationOf(route.handler) ? 1 : 0),
    );
  }
  const undeclared = [...declarations].filter(([, count]) => count !== 1).map(([key]) => key);
  if (undeclared.length === 0) return { prefix, listed };
  return {
    stage: 'declaration',
    error: new Error(
      `${module.id}: ${undeclared.join(', ')} does not declare requiresWarehouseToken exactly once; its routes are refused`,
    ),
  };
}

/**
 * Mounts a module's ingest routes at its prefix, on the ingest surface (its CORS; no session,
 * grants or audit), or leaves the module out and reports why (`declaredIngestRoutes`). Routes are
 * added one by one, so Atrium's error handler answers their errors.
 */
export function mountIngestRoutes(
  app: Hono<AppEnv>,
  module: AtriumModule,
  deps: IngestRouteDependencies,
  report: ModuleReport,
): boolean {
  if (!module.ingestRoutes) return true;
  const routes = declaredIngestRoutes(module, deps);
  if ('stage' in routes) {
    report.leftOut(module.id, routes.stage, routes.error);
    return false;
  }
  const mounted = app.basePath(routes.prefix);
  for (const route of routes.listed) mounted.on(route.method, route.path, route.handler);
  report.mounted(module.id, ingestTable(routes.listed, routes.prefix));
  return true;
}

/** Each endpoint with its declaration, once (a declared route is listed by Hono twice). */
function ingestTable(listed: readonly ListedRoute[], prefix: string): ModuleRoute[] {
  const endpoints = new Map<string, ModuleRoute>();
  for (const route of listed) {
    if (route.method === 'ALL') continue;
    const path = fullPath(prefix, route.path);
    const declared = listed.flatMap((other) => {
      const declaration = ingestDeclarationOf(other.handler);
      return other.path === route.path && other.method === route.method && declaration
        ? [declaration]
        : [];
    });
    endpoints.set(`${route.method} ${path}`, {
      method: route.method,
      path,
      surface: 'ingest',
      declared,
    });
  }
  return [...endpoints.values()];
}

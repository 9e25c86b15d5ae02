import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.js';
import { PERMISSION_DECLARATION } from '../http/permission-middleware.js';
import type { AtriumModule, ModuleRouteDependencies } from './define-module.js';
import type { ModuleReport, ModuleRoute } from './module-report.js';
import { namedAuditEvents } from './module-audit-events.js';

/** A route as Hono lists it: the same shape whichever copy of hono built it. */
interface ListedRoute {
  readonly method: string;
  readonly path: string;
  readonly handler: MiddlewareHandler<AppEnv>;
}

/** Why a module's routes cannot be mounted: where (`routes`, `declaration`) and what. */
export interface RouteRefusal {
  readonly stage: 'routes' | 'declaration';
  readonly error: unknown;
}

/** A module's dashboard routes, built and checked: each one declares its permission. */
export interface DeclaredRoutes {
  readonly listed: readonly ListedRoute[];
  readonly table: readonly ModuleRoute[];
}

/**
 * Builds a module's dashboard routes at `prefix` and checks that each declares a permission:
 * the routes, or why they are refused (`routes()` threw or returned no app, a route declares
 * no permission: deny by default, naming the module, method and full path, or a route's
 * `audited(event)` names an event the module does not declare). Runs nothing of the
 * module but `routes()`, so it is asked before the module's migrations, jobs and `start`.
 */
export function declaredModuleRoutes(
  prefix: string,
  module: AtriumModule,
  deps: ModuleRouteDependencies,
): DeclaredRoutes | RouteRefusal {
  let listed: readonly ListedRoute[];
  try {
    listed = module.routes ? listedRoutes(module.routes(deps)) : [];
  } catch (error) {
    return { stage: 'routes', error };
  }
  const table = routeTable(listed, prefix);
  const undeclared = table.filter((route) => route.declared.length === 0);
  if (undeclared.length === 0) {
    const named = namedAuditEvents<ListedRoute['handler']>(
      module.id,
      module.auditEvents ?? [],
      listed,
      (path) => joinPath(prefix, path),
    );
    return 'error' in named ? { stage: 'declaration', error: named.error } : { ...named, table };
  }
  const names = undeclared.map((route) => `${route.method} ${route.path}`).join(', ');
  return {
    stage: 'declaration',
    error: new Error(
      `${module.id}: ${names} declares no permission (requires, requiresSignedIn, requiresSession or isPublic); its routes are refused`,
    ),
  };
}

/**
 * Mounts a module's routes at `prefix`, or leaves the module out and reports why
 * (`declaredModuleRoutes`). The routes are added one by one to Atrium's own app rather than
 * with `app.route()`, which would wrap them in the module's error handler whenever its app is not
 * of Atrium's copy of hono (a plugin that bundles its own): so every error a module's route
 * throws is answered by Atrium's error handler, in Atrium's error shape.
 */
export function mountModuleRoutes(
  app: Hono<AppEnv>,
  prefix: string,
  module: AtriumModule,
  deps: ModuleRouteDependencies,
  report: ModuleReport,
): void {
  if (!module.routes) return;
  const routes = declaredModuleRoutes(prefix, module, deps);
  if ('stage' in routes) {
    report.leftOut(module.id, routes.stage, routes.error);
    return;
  }
  const mounted = app.basePath(prefix);
  for (const route of routes.listed) mounted.on(route.method, route.path, route.handler);
  report.mounted(module.id, routes.table);
}

function listedRoutes(routes: unknown): readonly ListedRoute[] {
  const listed = (routes as { routes?: unknown } | undefined)?.routes;
  if (!Array.isArray(listed)) throw new Error('routes() must return a Hono app');
  return listed as ListedRoute[];
}

/**
 * Each endpoint (not the `ALL` middleware) with what was declared for it: a handler on its own
 * method and path, or an `ALL` middleware on exactly its path, marked as a permission declaration.
 */
function routeTable(listed: readonly ListedRoute[], prefix: string): ModuleRoute[] {
  const endpoints = new Map<string, ModuleRoute>();
  for (const route of listed) {
    if (route.method === 'ALL') continue;
    const declared = listed.flatMap((other) => {
      const what = (other.handler as { [PERMISSION_DECLARATION]?: unknown })[
        PERMISSION_DECLARATION
      ];
      const applies =
        other.path === route.path && (other.method === route.method || other.method === 'ALL');
      return applies && typeof what === 'string' ? [what] : [];
    });
    const path = joinPath(prefix, route.path);
    endpoints.set(`${route.method} ${path}`, {
      method: route.method,
      path,
      surface: 'dashboard',
      declared,
    });
  }
  return [...endpoints.values()];
}

const joinPath = (prefix: string, path: string) =>
  path === '/' ? prefix : `${prefix}${path.startsWith('/') ? '' : '/'}${path}`;

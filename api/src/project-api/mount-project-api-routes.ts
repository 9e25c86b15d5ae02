import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.js';
import type { AtriumModule, ModuleRouteDependencies } from '../module/define-module.js';
import type { ModuleReport } from '../module/module-report.js';
import { projectApiDeclarationOf } from './project-api-declarations.js';

/** Module ids whose `/{id}/v1` would fall among the dashboard's own paths. */
const RESERVED_IDS = new Set(['api', 'auth', 'health', 'platform']);

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
 * Mounts a module's project-API routes at its prefix, or leaves the module out and reports why:
 * an id among the dashboard's paths, `projectApiRoutes()` threw, or a route without a declaration
 * (`runsAsCaller` or `serviceRoleOnly`: deny by default). Routes are added one by one, as
 * dashboard routes are, so Atrium's error handler answers their errors.
 */
export function mountProjectApiRoutes(
  app: Hono<AppEnv>,
  module: AtriumModule,
  deps: ModuleRouteDependencies,
  report: ModuleReport,
): boolean {
  if (!module.projectApiRoutes) return true;
  const prefix = projectApiPrefixFor(module);
  if (!prefix) {
    report.leftOut(
      module.id,
      'declaration',
      new Error(`${module.id}: this id cannot serve a project API`),
    );
    return false;
  }
  let listed: readonly ListedRoute[];
  try {
    listed = (module.projectApiRoutes(deps) as unknown as { routes: ListedRoute[] }).routes;
    if (!Array.isArray(listed)) throw new Error('projectApiRoutes() must return a Hono app');
  } catch (error) {
    report.leftOut(module.id, 'routes', error);
    return false;
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
  if (undeclared.length > 0) {
    const names = undeclared.map((route) => `${route.method} ${prefix}${route.path}`).join(', ');
    report.leftOut(
      module.id,
      'declaration',
      new Error(
        `${module.id}: ${names} declares neither runsAsCaller nor serviceRoleOnly; its routes are refused`,
      ),
    );
    return false;
  }
  const mounted = app.basePath(prefix);
  for (const route of listed) mounted.on(route.method, route.path, route.handler);
  return true;
}

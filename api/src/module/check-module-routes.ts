import type pg from 'pg';
import { declaredIngestRoutes, ingestRouteDependencies } from './mount-ingest-routes.js';
import { declaredProjectApiRoutes } from './mount-project-api-routes.js';
import type { AtriumModule, ModuleRouteDependencies } from './define-module.js';
import { declaredModuleRoutes, type RouteRefusal } from './mount-module-routes.js';

/** Where a plugin's dashboard routes are mounted. */
export const pluginRoutesPrefix = (moduleId: string) => `/api/plugins/${moduleId}`;

/**
 * Why a module's routes (on any surface) would be refused at mount, or undefined when every
 * one is declared. Only builds them: asked before the module's migrations, jobs and `start`, so a
 * refused module has run nothing. `platform` is what the ingest declaration checks tokens on.
 */
export function routeRefusalOf(
  module: AtriumModule,
  deps: ModuleRouteDependencies,
  platform: pg.Pool,
): RouteRefusal | undefined {
  if (module.ingestRoutes) {
    const ingest = declaredIngestRoutes(module, ingestRouteDependencies(deps, platform));
    if ('stage' in ingest) return ingest;
  }
  if (module.projectApiRoutes) {
    const projectApi = declaredProjectApiRoutes(module, deps);
    if ('stage' in projectApi) return projectApi;
  }
  if (module.routes) {
    const dashboard = declaredModuleRoutes(pluginRoutesPrefix(module.id), module, deps);
    if ('stage' in dashboard) return dashboard;
  }
  return undefined;
}

import { declaredProjectApiRoutes } from './mount-project-api-routes.js';
import type { AtriumModule, ModuleRouteDependencies } from './define-module.js';
import { declaredModuleRoutes, type RouteRefusal } from './mount-module-routes.js';

/** Where a plugin's dashboard routes are mounted. */
export const pluginRoutesPrefix = (moduleId: string) => `/api/plugins/${moduleId}`;

/**
 * Why a module's routes (on either surface) would be refused at mount, or undefined when every
 * one is declared. Only builds them: asked before the module's migrations, jobs and `start`, so a
 * refused module has run nothing.
 */
export function routeRefusalOf(
  module: AtriumModule,
  deps: ModuleRouteDependencies,
): RouteRefusal | undefined {
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

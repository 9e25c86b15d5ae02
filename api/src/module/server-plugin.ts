import type { AtriumModule, ModuleRouteDependencies, ModuleRoutes } from './define-module.js';
import { defineModule } from './define-module.js';

/** What the API hands a plugin's server part when it builds its routes. */
export type ServerPluginDependencies = ModuleRouteDependencies;

/**
 * The server side of a plugin, exported as `default` from the package's `./server` entry: a
 * server module (`defineModule`, `@atrium/api/module`). Its routes are mounted at
 * `/api/plugins/{id}` only while the plugin is switched on; like every route, each must declare
 * its permission with `requires()` (on the project its path names as `:ref`),
 * `requiresSignedIn()` (about no project), or `isPublic()`, or the plugin is refused at mount.
 */
export type ServerPlugin<Routes extends ModuleRoutes = ModuleRoutes> = AtriumModule<Routes>;

/** The server part's module: `defineModule` under the name plugins have used. */
export const defineServerPlugin = defineModule;

/**
 * The route type of a server part, for the plugin's typed client in the web app:
 * `export type HelloRoutes = PluginRoutes<typeof server>`, then `usePluginApi<HelloRoutes>()`.
 */
export type PluginRoutes<Plugin> = Plugin extends AtriumModule<infer Routes> ? Routes : never;

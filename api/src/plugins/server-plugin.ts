import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../http/env.js';
import type { ProjectLookup } from './project-lookup.js';

/** What the API hands a plugin's server part when it builds its routes. */
export interface ServerPluginDependencies {
  /** Finds a project's database by ref; cannot add, change or close projects. */
  readonly projects: ProjectLookup;
  readonly log: Logger;
}

// Any route schema: a plugin's own routes decide it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PluginApp = Hono<AppEnv, any, any>;

/**
 * The server side of a plugin, exported as `default` from the package's `./server` entry. Its
 * routes are mounted at `/api/plugins/{id}` only while the plugin is switched on; like every route,
 * each must declare its permission with `requires()` (on the project its path names as `:ref`),
 * `requiresSignedIn()` (about no project), or `isPublic()`.
 */
export interface ServerPlugin<Routes extends PluginApp = PluginApp> {
  readonly id: string;
  routes(deps: ServerPluginDependencies): Routes;
}

/** Keeps the routes' type, so the package can export it for a typed client (`PluginRoutes`). */
export const defineServerPlugin = <Routes extends PluginApp>(
  plugin: ServerPlugin<Routes>,
): ServerPlugin<Routes> => plugin;

/**
 * The route type of a server part, for the plugin's typed client in the web app:
 * `export type HelloRoutes = PluginRoutes<typeof server>`, then `usePluginApi<HelloRoutes>()`.
 */
export type PluginRoutes<Plugin> = Plugin extends ServerPlugin<infer Routes> ? Routes : never;

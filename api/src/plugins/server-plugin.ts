import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../http/env.js';
import type { ProjectRegistry } from '../projects/registry.js';

/** What the API hands a plugin's server part when it builds its routes. */
export interface ServerPluginDependencies {
  readonly projects: ProjectRegistry;
  readonly log: Logger;
}

/**
 * The server side of a plugin, exported as `default` from the package's `./server` entry. Its
 * routes are mounted at `/api/plugins/{id}` only while the plugin is switched on; like every route,
 * each must declare its permission with `requires()` or `isPublic()`.
 */
export interface ServerPlugin {
  readonly id: string;
  routes(deps: ServerPluginDependencies): Hono<AppEnv>;
}

export const defineServerPlugin = (plugin: ServerPlugin): ServerPlugin => plugin;

import {
  defineServerPlugin,
  requiresSignedIn,
  type AppEnv,
  type PluginRoutes,
} from '@atrium/api/plugin';
import { Hono } from 'hono';

/**
 * The plugin's API part, mounted at /api/plugins/hello only while the plugin is on. The greeting
 * is about no project, so any signed-in user may read it (`requiresSignedIn()`); a route about a
 * project names it as `:ref` in its path and declares `requires(action, resource)`, which the API
 * checks against the caller's role in that project's organization.
 */
const server = defineServerPlugin({
  id: 'hello',
  routes: () =>
    new Hono<AppEnv>().get('/greeting', requiresSignedIn(), (c) =>
      c.json({ message: 'Hello from the hello plugin’s own API route.' }),
    ),
});

export default server;

/** The routes' type, for the web part's typed client (`usePluginApi<HelloRoutes>()`). */
export type HelloRoutes = PluginRoutes<typeof server>;

import { defineServerPlugin, requires, type AppEnv, type PluginRoutes } from '@atrium/api/plugin';
import { Hono } from 'hono';

/** The plugin's API part, mounted at /api/plugins/hello only while the plugin is on. */
const server = defineServerPlugin({
  id: 'hello',
  routes: () =>
    new Hono<AppEnv>().get('/greeting', requires('platform:read', 'projects'), (c) =>
      c.json({ message: 'Hello from the hello plugin’s own API route.' }),
    ),
});

export default server;

/** The routes' type, for the web part's typed client (`usePluginApi<HelloRoutes>()`). */
export type HelloRoutes = PluginRoutes<typeof server>;

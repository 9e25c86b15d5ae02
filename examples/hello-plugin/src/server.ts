import { defineServerPlugin, requires, type AppEnv } from '@atrium/api/plugin';
import { Hono } from 'hono';

/** The plugin's API part, mounted at /api/plugins/hello only while the plugin is on. */
export default defineServerPlugin({
  id: 'hello',
  routes: () =>
    new Hono<AppEnv>().get('/greeting', requires('platform:read', 'projects'), (c) =>
      c.json({ message: 'Hello from the hello plugin’s own API route.' }),
    ),
});

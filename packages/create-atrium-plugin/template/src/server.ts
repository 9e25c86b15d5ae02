import {
  defineModule,
  requiresSignedIn,
  type AppEnv,
  type PluginRoutes,
} from '@atrium/plugin-server';
import { Hono } from 'hono';

/** The plugin's server part, mounted at /api/plugins/my-plugin while the plugin is on. */
const server = defineModule({
  id: 'my-plugin',
  routes: () =>
    new Hono<AppEnv>().get('/status', requiresSignedIn(), (c) => c.json({ status: 'ready' })),
});

export default server;

/** The routes' type, for the screen's typed client. */
export type MyPluginRoutes = PluginRoutes<typeof server>;

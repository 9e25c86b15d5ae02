import { defineApiArea } from '@atrium/plugin-api';
import { hc } from 'hono/client';
import type { MyPluginRoutes } from '../server.js';

/** The plugin's own server part (`/api/plugins/my-plugin`) as an API area of the data layer. */
export const myPluginApi = defineApiArea({
  name: 'my-plugin',
  connect: (origin, _ref, { fetch }) =>
    hc<MyPluginRoutes>(`${origin}/api/plugins/my-plugin`, { fetch }),
});

import { defineApiArea } from '@atrium/plugin-api';
import { hc } from 'hono/client';
import type { HelloRoutes } from '../server.js';

/**
 * The plugin's own server part (`/api/plugins/hello`, mounted only while the plugin is on) as an
 * API area, so its reads go through `useProjectQuery` like every other project data.
 */
export const helloApi = defineApiArea({
  name: 'hello',
  connect: (origin, _ref, { fetch }) => hc<HelloRoutes>(`${origin}/api/plugins/hello`, { fetch }),
});

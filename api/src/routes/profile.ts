import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { isPublic } from '../http/permission-middleware.js';

/** What the current user may do; the web app mirrors it to disable controls. */
export const profileRoutes = () =>
  new Hono<AppEnv>().get('/permissions', isPublic(), (c) => c.json({ grants: c.get('grants') }));

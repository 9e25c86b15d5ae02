import { Hono } from 'hono';
import type pg from 'pg';
import { databaseUnavailable } from '../postgres/pg-error.js';
import type { AppEnv } from '../http/env.js';
import { isPublic } from '../http/permission-middleware.js';

/** Liveness and readiness: healthy only when the platform database answers. */
export const healthRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>().get('/', isPublic(), async (c) => {
    try {
      await platform.query('SELECT 1');
    } catch {
      throw databaseUnavailable();
    }
    return c.json({ status: 'ok' as const });
  });

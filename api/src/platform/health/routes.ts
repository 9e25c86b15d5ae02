import { Hono } from 'hono';
import type pg from 'pg';
import { ping } from '../../db/ping.js';
import { databaseUnavailable } from '../../postgres/pg-error.js';
import type { AppEnv } from '../../http/env.js';
import { isPublic } from '../../http/permission-middleware.js';
import type { ModuleReport } from '../../module/index.js';

/**
 * Liveness and readiness: healthy only when the platform database answers. Modules left out at
 * start (a plugin that threw, or declared a route without a permission), a failed job run, or a
 * module's own health check answering not ok make it `degraded`, named with the stage that failed; their messages stay in the log, since this route is public.
 */
export const healthRoutes = (platform: pg.Pool, modules?: ModuleReport) =>
  new Hono<AppEnv>().get('/', isPublic(), async (c) => {
    try {
      await ping(platform);
    } catch {
      throw databaseUnavailable();
    }
    const failed = [
      ...(modules?.failures() ?? []).map(({ module, stage }) => ({ module, stage })),
      ...(modules ? await modules.unhealthy() : []).map((module) => ({
        module,
        stage: 'health' as const,
      })),
    ];
    if (failed.length > 0) return c.json({ status: 'degraded' as const, failed });
    return c.json({ status: 'ok' as const });
  });

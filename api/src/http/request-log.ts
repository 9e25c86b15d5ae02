import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from './env.js';

/**
 * One structured line per request. Bodies and query strings are never logged: they can hold SQL
 * with secrets in it.
 */
export const requestLog = (log: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    await next();
    c.header('x-request-id', requestId);
    log.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 100) / 100,
      },
      'request',
    );
  });

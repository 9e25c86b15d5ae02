import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from './env.js';

/** nginx's status for "the client closed the connection before the answer": nobody receives it. */
export const CLIENT_CLOSED_REQUEST = 499;

/** The HTTP client disconnected before its answer was ready (its statement was cancelled). */
export const clientWentAway = (c: Context) => c.req.raw.signal.aborted;

/**
 * The level of the line each request writes: `info` for a service's log, `debug` where a person
 * reads the output in a terminal, who wants the URL and the setup link, not a line per click
 * (`LOG_LEVEL=debug` shows them again).
 */
export type RequestLogLevel = 'info' | 'debug';

/**
 * One structured line per request. Bodies and query strings are never logged: they can hold SQL
 * with secrets in it. A request its client abandoned is logged as such (499), not as whatever
 * error cancelling its work produced.
 */
export const requestLog = (log: Logger, level: RequestLogLevel = 'info') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    await next();
    c.header('x-request-id', requestId);
    const aborted = clientWentAway(c);
    log[level](
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: aborted ? CLIENT_CLOSED_REQUEST : c.res.status,
        ms: Math.round((performance.now() - started) * 100) / 100,
        ...(aborted ? { aborted: true } : {}),
      },
      aborted ? 'request abandoned by the client' : 'request',
    );
  });

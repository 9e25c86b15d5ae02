import { createMiddleware } from 'hono/factory';
import { mayChange } from './changing-methods.js';
import type { AppEnv } from './env.js';

/**
 * Routes that change a project's data and never who may do what (they write only to the project's
 * own database). Any other change may touch sessions, tokens, factors, members or projects.
 */
const DATA_ROUTE_PREFIXES = ['/platform/pg-meta/'];

/**
 * Clears this instance's access cache once a request that may have changed access is answered,
 * so that its own next request sees the change at once (a sign-out, a role change, a revoked
 * token) without waiting for the platform's notice to come back. Cheap to do too often (the next
 * request looks up again), wrong to miss: so every change clears it but those known to be data.
 */
export const forgetAccessAfterChanges = (access: { clear(): void }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!mayChange(c.req.method) || DATA_ROUTE_PREFIXES.some((p) => c.req.path.startsWith(p))) {
      return next();
    }
    try {
      await next();
    } finally {
      access.clear();
    }
  });

import { createMiddleware } from 'hono/factory';
import { forbidden } from '../http/api-error.js';
import type { AppEnv } from '../http/env.js';

/** The 403 a hosted-only route answers in self-hosted mode (`ATRIUM_HOSTED` unset or false). */
export const hostedOnly = (what: string) =>
  forbidden(`${what} in hosted mode only (ATRIUM_HOSTED=true)`, 'hosted_only');

/**
 * Refuses the route in self-hosted mode, after its permission declaration (so a signed-out caller
 * still gets 401) and before its body is validated. `what` completes the message, e.g.
 * `Projects are created`.
 */
export const onlyWhenHosted = (hosted: boolean, what: string) =>
  createMiddleware<AppEnv>(async (_c, next) => {
    if (!hosted) throw hostedOnly(what);
    await next();
  });

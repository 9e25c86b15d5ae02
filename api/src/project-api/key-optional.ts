import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

const KEY_OPTIONAL = Symbol.for('atrium.project-api-key-optional');

type Marked = MiddlewareHandler & { [KEY_OPTIONAL]: true };

/**
 * Marks a project-API route that a request without an `apikey` may reach: a URL whose own token
 * the handler verifies (a storage signed URL) or that needs no credential at all (an object of
 * a public bucket). Without a key the surface sets no project, role or claims, so such a handler
 * MUST find the project itself and MUST NOT call `asCaller`. A request that sends a key is
 * verified as on any other route.
 */
export const keyOptional = (): Marked =>
  Object.assign<MiddlewareHandler, { [KEY_OPTIONAL]: true }>(async (_c, next) => next(), {
    [KEY_OPTIONAL]: true,
  });

/** Whether the route `c` reached declares `keyOptional()`. */
export const isKeyOptional = (c: Context) =>
  matchedRoutes(c).some((route) => (route.handler as Partial<Marked>)[KEY_OPTIONAL] === true);

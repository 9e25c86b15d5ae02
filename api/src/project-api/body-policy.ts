import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { JSON_MEDIA_TYPE, mediaTypeOf } from '../http/body-type.js';
import { projectApiError } from './project-api-error.js';

/**
 * What a project-API route takes as a body: `json` (the default: `application/json`, capped),
 * `any` (any content type, capped: a small upload), or `stream` (any type, uncapped, read as a
 * stream by the handler: large and resumable uploads).
 */
export type BodyPolicy = 'json' | 'any' | 'stream';

const BODY_POLICY = Symbol.for('atrium.project-api-body-policy');

type Declared = MiddlewareHandler & { [BODY_POLICY]: BodyPolicy };

/** Declares the route's body policy; put it among the route's handlers. */
export const acceptsBody = (policy: BodyPolicy): Declared =>
  Object.assign<MiddlewareHandler, { [BODY_POLICY]: BodyPolicy }>(async (_c, next) => next(), {
    [BODY_POLICY]: policy,
  });

function policyOf(c: Context): BodyPolicy {
  for (const route of matchedRoutes(c)) {
    const policy = (route.handler as Partial<Declared>)[BODY_POLICY];
    if (policy) return policy;
  }
  return 'json';
}

/**
 * Applies each project-API route's body policy (`acceptsBody`), in the storage API's error shape:
 * 415 for a body that is not JSON on a `json` route, 413 past `maxBytes` unless it streams.
 */
export const projectApiBodyPolicy = (maxBytes: number) => {
  const cap = bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      projectApiError(c, 413, 'EntityTooLarge', `Request bodies are limited to ${maxBytes} bytes`),
  });
  return createMiddleware(async (c, next) => {
    const policy = policyOf(c);
    // Before the body is touched: a streamed body is read from the node request itself.
    if (policy === 'stream') return next();
    if (!c.req.raw.body) return next();
    if (policy === 'json' && mediaTypeOf(c.req.header('content-type')) !== JSON_MEDIA_TYPE) {
      return projectApiError(c, 415, 'InvalidMimeType', `This route takes ${JSON_MEDIA_TYPE}`);
    }
    return cap(c, next);
  });
};

import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiError, badRequest } from './api-error.js';
import { JSON_MEDIA_TYPE, declaredStreamType, mediaTypeOf } from './body-type.js';
import type { AppEnv } from './env.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

/** `ATRIUM_JSON_BODY_LIMIT_MB`'s default: far above any form or query, far below a memory problem. */
export const DEFAULT_JSON_BODY_LIMIT_MB = 16;

/**
 * Caps request bodies at `maxBytes` (413), except on routes that `streamsBody(...)`: those are
 * read as a stream by their handler and may be any size. A `Content-Length` above the cap is
 * refused before a byte of the body is read; a chunked body is refused as soon as it passes the
 * cap. A JSON body nested deeper than `MAX_JSON_DEPTH` is refused with 400.
 */
export const jsonBodyLimits = (maxBytes: number) => {
  const cap = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(
        413,
        `Request bodies are limited to ${formatBytes(maxBytes)} (ATRIUM_JSON_BODY_LIMIT_MB)`,
        'payload_too_large',
      );
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.req.raw.body || declaredStreamType(c)) return next();
    return cap(c, async () => {
      // Read here, within the cap; handlers parse the cached text (`c.req.json()`).
      if (mediaTypeOf(c.req.header('content-type')) === JSON_MEDIA_TYPE) {
        if (nestsDeeperThan(await c.req.text(), MAX_JSON_DEPTH)) {
          throw badRequest(
            `Invalid request: JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
            'invalid_request',
          );
        }
      }
      await next();
    });
  });
};

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(2)} MB` : `${bytes} bytes`;

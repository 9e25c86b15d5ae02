import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './env.js';

/** What every route that takes a body takes, unless it declares a streamed type. */
export const JSON_MEDIA_TYPE = 'application/json';

/** Marks the middleware by which a route declares a streamed body type (see `streamsBody`). */
export const BODY_TYPE_DECLARATION = Symbol.for('atrium.body-type-declaration');

type Declared = MiddlewareHandler<AppEnv> & { [BODY_TYPE_DECLARATION]: string };

/**
 * Declares that a route takes a streamed body of `mediaType` (`text/csv` for imports) instead of
 * JSON. The edge middleware then requires that content type on it and leaves its body uncapped
 * and unread, for the handler to stream. Put it first among the route's handlers.
 */
export const streamsBody = (mediaType: string): Declared =>
  Object.assign<MiddlewareHandler<AppEnv>, { [BODY_TYPE_DECLARATION]: string }>(
    async (_c, next) => next(),
    { [BODY_TYPE_DECLARATION]: mediaType.toLowerCase() },
  );

/** The streamed type the matched route declared, if any; app-wide middleware sees it too. */
export function declaredStreamType(c: Context): string | undefined {
  for (const route of matchedRoutes(c)) {
    const handler = route.handler as Partial<Declared>;
    if (handler[BODY_TYPE_DECLARATION]) return handler[BODY_TYPE_DECLARATION];
  }
  return undefined;
}

/** `application/json; charset=utf-8` → `application/json`. */
export const mediaTypeOf = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() || undefined;

import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError, forbidden } from './api-error.js';
import { JSON_MEDIA_TYPE, declaredStreamType, mediaTypeOf } from './body-type.js';
import { mayChange } from './changing-methods.js';
import type { AppEnv } from './env.js';

/** `Sec-Fetch-Site` values that mean the request was started by a page of another origin. */
const FOREIGN_SITES = new Set(['cross-site', 'same-site']);

/**
 * Only Atrium's own pages may change data. A page of another site can send a "simple" request
 * (POST with `text/plain` or a form type, no preflight) to any address, the local Atrium
 * included, with whatever credentials the browser keeps for it (a proxy's Basic auth, cookies
 * a deployment adds in front). So every mutating request must:
 *
 * - come from no foreign page: `Sec-Fetch-Site` not `cross-site`/`same-site`, and `Origin`, when
 *   sent, naming this server's own host and port (the scheme is not compared: a TLS-terminating
 *   proxy in front turns https into http). The Host itself is checked by `allowedHosts`;
 * - carry the route's declared body type, `application/json` unless it `streamsBody(...)`
 *   something else. Neither is a type a page may send without a preflight. A PUT, PATCH or
 *   DELETE without a body may omit it, since those methods are always preflighted; a POST may
 *   not, since a bodiless POST is a simple request, unless it carries `Authorization`, which
 *   makes it preflighted too.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (mayChange(c.req.method)) {
    refuseForeignPages(c);
    requireDeclaredBodyType(c);
  }
  await next();
});

function refuseForeignPages(c: Context) {
  const site = c.req.header('sec-fetch-site')?.toLowerCase();
  if (site && FOREIGN_SITES.has(site)) throw crossSite(`a ${site} page`);
  const origin = c.req.header('origin');
  if (origin !== undefined && !isOwnOrigin(origin, c.req.url)) throw crossSite(`"${origin}"`);
}

function isOwnOrigin(origin: string, requestUrl: string): boolean {
  try {
    const from = new URL(origin);
    return (
      (from.protocol === 'http:' || from.protocol === 'https:') &&
      from.host === new URL(requestUrl).host
    );
  } catch {
    return false; // `null` (sandboxed frames, some redirects) and anything unparsable
  }
}

const crossSite = (who: string) =>
  forbidden(
    `Refused a change requested by ${who}: only Atrium's own pages may change data`,
    'cross_site_request',
  );

function requireDeclaredBodyType(c: Context) {
  const expected = declaredStreamType(c) ?? JSON_MEDIA_TYPE;
  const sent = mediaTypeOf(c.req.header('content-type'));
  if (sent === expected) return;
  if (sent === undefined && !hasBody(c) && (c.req.method !== 'POST' || isPreflighted(c))) return;
  throw new ApiError(
    415,
    `This endpoint takes Content-Type: ${expected}${sent ? `, not ${sent}` : ''}`,
    'unsupported_media_type',
  );
}

/**
 * A request with an `Authorization` header (a bearer token: a client's sign-out) is not a simple
 * request: no page of another site may send it without a preflight, which this server never
 * answers. So such a POST may come without a body and without a type.
 */
const isPreflighted = (c: Context) => c.req.header('authorization') !== undefined;

const hasBody = (c: Context) =>
  c.req.header('transfer-encoding') !== undefined ||
  Number(c.req.header('content-length') ?? 0) > 0;

import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { handleError, handleNotFound } from '../../http/error-handler.js';

/** Where a request passed on to a generation's app carries the context it came with. */
const FORWARDED = Symbol('atrium.forwardedContext');

type Variables = AppEnv['Variables'];

/**
 * An app of its own for a generation of a server part's routes, at `prefix`: Atrium's app keeps one
 * route that passes each request on to the current generation (a Hono app cannot drop routes), so
 * this one first takes what Atrium's middleware put on the request (the session, the grants, the
 * log) and, once answered, hands back what the handler noted for the audit log. Errors get
 * Atrium's own answers.
 */
export function generationApp(
  prefix: string,
  routes: readonly { method: string; path: string; handler: MiddlewareHandler<AppEnv> }[],
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const outer = (c.env as { [FORWARDED]?: Context<AppEnv> })[FORWARDED];
    if (outer) copyVariables(outer, c);
    await next();
    if (outer) copyVariables(c, outer);
  });
  const mounted = app.basePath(prefix);
  for (const route of routes) mounted.on(route.method, route.path, route.handler);
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

/**
 * Answers `c` with `app`: the same request (its body as Atrium's middleware left it: read and
 * cached for a JSON body, untouched for a streamed one), the same server bindings, and `c` for
 * `generationApp`'s middleware.
 */
export async function forward(app: Hono<AppEnv>, c: Context<AppEnv>): Promise<Response> {
  const raw = c.req.raw;
  const request = raw.bodyUsed
    ? new Request(raw.url, {
        method: raw.method,
        headers: raw.headers,
        body: await c.req.arrayBuffer(),
        signal: raw.signal,
      })
    : raw;
  return app.fetch(request, { ...(c.env as object), [FORWARDED]: c });
}

function copyVariables(from: Context<AppEnv>, to: Context<AppEnv>): void {
  const values = from.var as Partial<Variables>;
  for (const key of Object.keys(values) as (keyof Variables)[]) {
    if (to.var[key] !== values[key]) to.set(key, values[key] as never);
  }
}

import type { Hono, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type pg from 'pg';
import type { AppEnv } from '../http/env.js';
import { logEventRoutes } from './events/routes.js';
import { ingestDeclarationOf } from './ingest-declarations.js';
import type { IngestEnv } from './ingest-env.js';

/** Where the ingest surface serves: token-authorised event intake. */
export const INGEST_PREFIX = '/ingest/v1';

/**
 * Each `METHOD path` of `routes` that does not carry exactly one ingest declaration
 * (`requiresWarehouseToken`): such a route would take events from anyone.
 */
export function undeclaredIngestRoutes(routes: Hono<IngestEnv>): string[] {
  const declared = new Map<string, number>();
  for (const route of routes.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    declared.set(key, (declared.get(key) ?? 0) + (ingestDeclarationOf(route.handler) ? 1 : 0));
  }
  return [...declared].filter(([, count]) => count !== 1).map(([key]) => key);
}

/**
 * The ingest surface under `INGEST_PREFIX`, after the edge chain: CORS for any origin without
 * credentials (a token is no cookie, so no page can borrow one; preflights are answered with no
 * token), then its routes, each declared (deny by default: an undeclared route refuses the mount,
 * naming method and path). The dashboard's session, grants, same-origin rule and audit do not run
 * here (`dashboardOnly`), and intake is not audited.
 */
export function mountIngestSurface(
  app: Hono<AppEnv>,
  platform: pg.Pool,
  routes: Hono<IngestEnv> = logEventRoutes(platform),
): void {
  const undeclared = undeclaredIngestRoutes(routes);
  if (undeclared.length) {
    throw new Error(`Ingest routes without a declaration: ${undeclared.join(', ')}`);
  }
  app.use(
    `${INGEST_PREFIX}/*`,
    cors({
      origin: '*',
      allowHeaders: ['authorization', 'content-type'],
      allowMethods: ['POST'],
      credentials: false,
      maxAge: 86_400,
    }) as MiddlewareHandler<AppEnv>,
  );
  app.route(INGEST_PREFIX, routes as unknown as Hono<AppEnv>);
}

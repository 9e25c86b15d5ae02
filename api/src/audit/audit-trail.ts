import type { Context, Env } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type pg from 'pg';
import type { Logger } from 'pino';
import { principalOf } from '../http/principal.js';
import { CHECKOUT_TIMEOUT_MS } from '../db/pool.js';
import { recordAudit, type AuditRecord } from './audit-log.js';
import { auditPolicyOf } from '../http/audit-policy.js';
import { mayChange } from '../http/changing-methods.js';
import { clientAddress } from '../http/client-address.js';
import type { AppEnv } from '../http/env.js';
import { CLIENT_CLOSED_REQUEST, clientWentAway } from '../http/request-log.js';

/** Path parameters are names and ids, but a hostile one could be long: keep what identifies. */
export const MAX_PARAM_LENGTH = 200;

/**
 * Records every request that may change something (POST, PUT, PATCH, DELETE) in the platform's
 * audit log, once its answer is ready: who (the principal and their email, or null when signed
 * out), from which address, the event the matched route declares (`audited`) with its target's
 * name as the handler noted it (`noteAudit`), the route's pattern and path parameters, and the
 * status. Refusals are recorded too. A route declared as a read (`notAudited`), or whose handler
 * found that nothing changed (a `/query` of SELECTs), leaves no entry; a route that declares no
 * event is recorded as its HTTP line. Bodies and query strings never are: they can hold SQL, passwords and tokens.
 * The entry is written before the answer leaves, so a client that saw its change succeed can
 * find it in the log; a failure to write it is logged, and does not change the answer. Nor does
 * a platform database that does not answer hold the answer back longer than `waitMs` (the pool's
 * checkout limit): the entry is then logged as not recorded, and the answer goes.
 */
export const auditTrail = (
  platform: Pick<pg.Pool, 'query'>,
  options: { proxySecret?: string; waitMs?: number } = {},
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!mayChange(c.req.method)) return next();
    await next();
    const policy = auditPolicyOf(c);
    const note = c.get('auditNote');
    const action = note?.action !== undefined ? note.action : (policy?.action ?? null);
    if (policy && action === null) return;
    const endpoint = matchedEndpoint(c);
    const record: AuditRecord = {
      actorUserId: principalOf(c)?.userId ?? null,
      actorAddress: clientAddress(c, options.proxySecret) ?? null,
      method: c.req.method,
      route: endpoint?.path ?? null,
      target: endpoint?.params ?? {},
      status: clientWentAway(c) ? CLIENT_CLOSED_REQUEST : c.res.status,
      // The client may name its request (`x-request-id`): kept, but no longer than a param.
      requestId: c.get('requestId')?.slice(0, MAX_PARAM_LENGTH) ?? null,
      organizationSlug: c.get('auditOrganization') ?? null,
      action,
      targetName: note?.target?.slice(0, MAX_PARAM_LENGTH) ?? null,
      details: note?.details ?? {},
    };
    await withinTime(recordAudit(platform, record), options.waitMs ?? CHECKOUT_TIMEOUT_MS).catch(
      (error: unknown) => {
        const log: Logger | undefined = c.get('log');
        log?.error({ err: error, route: record.route }, 'could not record the audit entry');
      },
    );
  });

/** `work`, or a rejection once `ms` have passed without it settling. */
export async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The endpoint the request was routed to (the last matched route that is not app-wide
 * middleware), with its path parameters, even when middleware refused the request before the
 * endpoint ran. Hono reads parameters for the route at `routeIndex`, so it is pointed there.
 */
export function matchedEndpoint<E extends Env>(
  c: Context<E>,
): { path: string; params: Record<string, string> } | undefined {
  const routes = matchedRoutes(c);
  const index = routes.findLastIndex((route) => route.method !== 'ALL');
  if (index < 0) return undefined;
  const current = c.req.routeIndex;
  c.req.routeIndex = index;
  try {
    const params = Object.fromEntries(
      Object.entries(c.req.param() as Record<string, string>).map(([key, value]) => [
        key,
        value.slice(0, MAX_PARAM_LENGTH),
      ]),
    );
    return { path: routes[index]!.path, params };
  } finally {
    c.req.routeIndex = current;
  }
}

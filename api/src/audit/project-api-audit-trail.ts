import { createMiddleware } from 'hono/factory';
import type { Queryable } from '../db/queryable.js';
import { CHECKOUT_TIMEOUT_MS } from '../db/pool.js';
import { auditPolicyOf } from '../http/audit-policy.js';
import { clientAddress } from '../http/client-address.js';
import { CLIENT_CLOSED_REQUEST, clientWentAway } from '../http/request-log.js';
import type { ProjectApiEnv } from '../project-api/index.js';
import { recordAudit } from './audit-log.js';
import { MAX_PARAM_LENGTH, matchedEndpoint, withinTime } from './audit-trail.js';

/**
 * The project API's audit: only administrative calls, the routes that declare their event
 * (`audited('bucket.created')`), are recorded, refusals after the key included (a 403 to a role
 * that is not `service_role`). Object reads and uploads declare none and leave nothing, so an
 * upload sent in a hundred chunks is not a hundred entries. The actor is the key's role in the
 * project its `ref` names; the project's organization finds the entry in its log. Runs after the
 * key is verified: a request with no valid key names no project to record it under.
 */
export const projectApiAuditTrail = (
  auditLog: Queryable,
  options: { proxySecret?: string; waitMs?: number } = {},
) =>
  createMiddleware<ProjectApiEnv>(async (c, next) => {
    await next();
    const action = auditPolicyOf(c)?.action;
    // A self-authenticated route (S3) refused before it knew its caller names no project either.
    const project = c.get('project') as ProjectApiEnv['Variables']['project'] | undefined;
    if (!action || !project) return;
    const endpoint = matchedEndpoint(c);
    const record = {
      actorUserId: null,
      actorAddress: clientAddress(c, options.proxySecret) ?? null,
      method: c.req.method,
      route: endpoint?.path ?? null,
      target: { ...endpoint?.params, ref: project.ref },
      status: clientWentAway(c) ? CLIENT_CLOSED_REQUEST : c.res.status,
      requestId: c.get('requestId')?.slice(0, MAX_PARAM_LENGTH) ?? null,
      action,
      targetName: null,
      details: { role: c.get('role') },
    };
    await withinTime(recordAudit(auditLog, record), options.waitMs ?? CHECKOUT_TIMEOUT_MS).catch(
      (error: unknown) => {
        c.get('log')?.error(
          { err: error, route: record.route },
          'could not record the audit entry',
        );
      },
    );
  });

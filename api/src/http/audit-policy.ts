import type { Context, Env, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './env.js';
import type { AuditAction, AuditEvent, ModuleAuditAction } from './audit-actions.js';

/** Marks the middleware by which a route declares how it is audited (read by the audit trail). */
export const AUDIT_POLICY = Symbol.for('atrium.audit-policy');

/** A route's audit policy: the event it records, or null for a route that only reads. */
export interface AuditPolicy {
  readonly action: AuditEvent | null;
}

type DeclaredPolicy = MiddlewareHandler<AppEnv> & { [AUDIT_POLICY]: AuditPolicy };

const declare = (policy: AuditPolicy): DeclaredPolicy =>
  Object.assign(
    createMiddleware<AppEnv>(async (_c, next) => next()),
    { [AUDIT_POLICY]: policy },
  );

/**
 * Declares that a route's change is recorded as `action`, refused ones included. The handler
 * names the target once it knows it (`noteAuditTarget`); until then the path parameters stand.
 */
export const audited = (action: AuditAction): DeclaredPolicy => declare({ action });

/**
 * A module route's event, named for the module once its declared events are checked at mount
 * (`audited` of the module API names it without the module id).
 */
export const auditedModuleEvent = (action: ModuleAuditAction): DeclaredPolicy =>
  declare({ action });

/** Declares that a POST only reads (a preview, a format): it leaves no audit entry. */
export const notAudited = (): DeclaredPolicy => declare({ action: null });

/**
 * What the handler knows of its change that the route does not: the target's name as it is now
 * (kept in the entry, so it still reads right once renamed or gone), a narrower action (PATCH on
 * a table that only switches row level security is `rls.enabled`), details such as the
 * statements' kinds, or `action: null` when what ran turned out to change nothing.
 */
export interface AuditNote {
  readonly action?: AuditAction | null;
  readonly target?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Adds to what the audit trail will record of this request. */
export function noteAudit(c: Context<AppEnv>, note: AuditNote): void {
  c.set('auditNote', { ...c.get('auditNote'), ...note });
}

/**
 * The audit policy of the route the request matched, whether or not its handler ran, or
 * undefined when the route declares none (then the request is recorded as its HTTP line).
 */
export function auditPolicyOf<E extends Env>(c: Context<E>): AuditPolicy | undefined {
  for (const route of matchedRoutes(c)) {
    const policy = (route.handler as { [AUDIT_POLICY]?: AuditPolicy })[AUDIT_POLICY];
    if (policy && route.method !== 'ALL') return policy;
  }
  return undefined;
}

import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import type { ModuleAuditAction } from '../http/audit-actions.js';
import { auditedModuleEvent } from '../http/audit-policy.js';

/** Marks a module route's `audited(event)`, read at mount: the event is named for its module there. */
export const MODULE_AUDIT_EVENT = Symbol.for('atrium.module-audit-event');

/** An event's name: lower-case words joined by dots, dashes or underscores (`bucket.created`). */
const EVENT_NAME = /^[a-z][a-z0-9._-]{0,99}$/;

// Either surface's routes carry it; it only passes the request on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMiddleware = MiddlewareHandler<any>;

type DeclaredEvent = AnyMiddleware & { [MODULE_AUDIT_EVENT]: string };

/**
 * Declares that a module's route is an administrative change recorded as `event`, one of the
 * module's `auditEvents` (`bucket.created`); the audit log names it `{module id}:{event}`. A route
 * naming an event its module does not declare leaves the module out at mount.
 */
export const audited = (event: string): DeclaredEvent =>
  Object.assign(
    createMiddleware(async (_c, next) => next()),
    { [MODULE_AUDIT_EVENT]: event },
  );

/** The event a module route's handler declares, if any. */
export const moduleAuditEventOf = (handler: unknown): string | undefined =>
  (handler as Partial<DeclaredEvent> | undefined)?.[MODULE_AUDIT_EVENT];

/** A module's event as the audit log names it. */
export const qualifiedEvent = (moduleId: string, event: string): ModuleAuditAction =>
  `${moduleId}:${event}`;

/** Whether `event` can name a module's event: lower-case words joined by dots, dashes or underscores. */
export const isAuditEventName = (event: unknown): event is string =>
  typeof event === 'string' && EVENT_NAME.test(event);

/** Why a module's declared `auditEvents` cannot be used, or undefined when they can. */
export function auditEventsProblem(
  moduleId: string,
  events: readonly unknown[],
): string | undefined {
  const bad = events.filter((event) => !isAuditEventName(event));
  if (bad.length === 0) return undefined;
  return `${moduleId}: audit events ${bad.map((event) => JSON.stringify(event)).join(', ')} must be lower-case letters, digits, dots, dashes or underscores, starting with a letter (at most 100)`;
}

interface ListedRoute<Handler> {
  readonly method: string;
  readonly path: string;
  readonly handler: Handler;
}

/**
 * A module's routes with each `audited(event)` replaced by the audit trail's declaration of
 * `{module id}:{event}`, or why they are refused: an event the module does not declare, named
 * with the module and the route.
 */
export function namedAuditEvents<Handler>(
  moduleId: string,
  declared: readonly string[],
  listed: readonly ListedRoute<Handler>[],
  fullPath: (path: string) => string,
): { readonly listed: readonly ListedRoute<Handler>[] } | { readonly error: Error } {
  const problem = auditEventsProblem(moduleId, declared);
  if (problem) return { error: new Error(problem) };
  const undeclared = listed.flatMap((route) => {
    const event = moduleAuditEventOf(route.handler);
    return event !== undefined && !declared.includes(event)
      ? [`${route.method} ${fullPath(route.path)} (${JSON.stringify(event)})`]
      : [];
  });
  if (undeclared.length > 0) {
    return {
      error: new Error(
        `${moduleId}: ${undeclared.join(', ')} records an audit event the module does not declare in auditEvents; its routes are refused`,
      ),
    };
  }
  return {
    listed: listed.map((route) => {
      const event = moduleAuditEventOf(route.handler);
      if (event === undefined) return route;
      const handler = auditedModuleEvent(qualifiedEvent(moduleId, event)) as Handler;
      return { ...route, handler };
    }),
  };
}

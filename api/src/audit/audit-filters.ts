import { z } from 'zod';
import { AUDIT_ACTIONS, type ModuleAuditAction } from '../http/audit-actions.js';

/** A day (`2026-11-26`, whole days in UTC) or an instant with its offset. */
const when = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** A server module's own event, `{module id}:{event}` (the log's filter offers core's only). */
const MODULE_EVENT = /^[a-z][a-z0-9-]{0,40}:[a-z][a-z0-9._-]{0,99}$/;
const moduleEvent = z.custom<ModuleAuditAction>(
  (value) => typeof value === 'string' && MODULE_EVENT.test(value),
  'a module event is {module}:{event}',
);

/**
 * What an audit log may be narrowed to, as the audit routes take it in their query string:
 * `actor` and `target` match part of the actor's email and of the target's name (or the route of
 * an entry from before events were named), ignoring case; `from` and `to` are inclusive.
 */
export const auditFilters = {
  actor: z.string().trim().min(1).max(320).optional(),
  action: z.union([z.enum(AUDIT_ACTIONS), moduleEvent]).optional(),
  target: z.string().trim().min(1).max(200).optional(),
  from: when.optional(),
  to: when.optional(),
};

export type AuditFilters = z.infer<z.ZodObject<typeof auditFilters>>;

/** `%`, `_` and `\` match themselves in a LIKE pattern built from what the user typed. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const startOf = (value: string) => (DAY.test(value) ? `${value}T00:00:00Z` : value);
/** The first instant after `to`: the next day's start for a day. */
const endOf = (value: string) =>
  DAY.test(value)
    ? new Date(Date.parse(`${value}T00:00:00Z`) + 24 * 3600 * 1000).toISOString()
    : value;

/**
 * The filters as SQL conditions on `audit_log`, each with its value bound after `values` (the
 * parameters already used), or an empty list.
 */
export function filterConditions(filters: AuditFilters, values: unknown[]): string[] {
  const conditions: string[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  if (filters.actor) {
    conditions.push(
      `COALESCE(actor_email, (SELECT u.email FROM users u WHERE u.id = actor_user_id))
         ILIKE ${bind(containing(filters.actor))}`,
    );
  }
  if (filters.action) conditions.push(`action = ${bind(filters.action)}`);
  if (filters.target) {
    const pattern = bind(containing(filters.target));
    conditions.push(`COALESCE(target_name, route) ILIKE ${pattern}`);
  }
  if (filters.from) conditions.push(`at >= ${bind(startOf(filters.from))}::timestamptz`);
  if (filters.to) {
    const end = endOf(filters.to);
    conditions.push(`at ${end === filters.to ? '<=' : '<'} ${bind(end)}::timestamptz`);
  }
  return conditions;
}

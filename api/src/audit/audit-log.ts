import { emailsByUserId } from '../platform/index.js';
import type { Queryable } from '../db/queryable.js';
import type { AuditEvent } from '../http/audit-actions.js';
import { filterConditions, type AuditFilters } from './audit-filters.js';

/** One change made through the API: never a body, a query string or a secret. */
export interface AuditRecord {
  readonly actorUserId: string | null;
  readonly actorAddress: string | null;
  readonly method: string;
  readonly route: string | null;
  readonly target: Readonly<Record<string, string>>;
  readonly status: number;
  readonly requestId: string | null;
  /** The organization, when the target's `slug` and `ref` do not lead to it (see AppEnv). */
  readonly organizationSlug?: string | null;
  /** What happened, or null for a route that declares no event (recorded as its HTTP line). */
  readonly action: AuditEvent | null;
  /** The target's name at the time; a member's email is found from `target.userId` when absent. */
  readonly targetName: string | null;
  readonly details: Readonly<Record<string, unknown>>;
}

export interface AuditEntry {
  readonly id: string;
  readonly at: string;
  readonly actor_user_id: string | null;
  readonly actor_email: string | null;
  readonly actor_address: string | null;
  readonly method: string;
  readonly route: string | null;
  readonly target: Record<string, string>;
  readonly status: number;
  /** Null on entries from before events were named, and on routes that declare none. */
  readonly action: AuditEvent | null;
  readonly target_name: string | null;
  readonly details: Record<string, unknown>;
}

export interface AuditPage {
  readonly entries: AuditEntry[];
  readonly limit: number;
  readonly offset: number;
  readonly has_more: boolean;
}

/** Whose entries: one user's or everything about one organization. */
export type AuditScope = { readonly actorUserId: string | null } | { readonly orgSlug: string };

/**
 * Writes one entry. A named statement: prepared once per connection of the audit log's pool, which
 * keeps it (other pools reset their connections, and pg prepares it again there).
 */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query({
    name: 'atrium-record-audit',
    text: `INSERT INTO audit_log
       (actor_user_id, actor_address, method, route, target, project_ref, organization_slug,
        status, request_id, action, target_name, details, actor_email)
     VALUES ($1, $2, $3, $4, $5, $6,
             -- A project's entry names its organization too, so it stays in the organization's
             -- log once the project is gone.
             COALESCE($7, (SELECT o.slug FROM projects p
                             JOIN organizations o ON o.id = p.organization_id WHERE p.ref = $6)),
             $8, $9, $10,
             -- Names as they are now, so the entry still reads right once they change.
             COALESCE($11, (SELECT u.email FROM users u
                             WHERE $10 LIKE 'member.%' AND u.id::text = $5::jsonb->>'userId')),
             $12, (SELECT u.email FROM users u WHERE u.id = $1))`,
    values: [
      record.actorUserId,
      record.actorAddress,
      record.method,
      record.route,
      JSON.stringify(record.target),
      record.target.ref ?? null,
      record.organizationSlug ?? record.target.slug ?? null,
      record.status,
      record.requestId,
      record.action,
      record.targetName,
      JSON.stringify(record.details),
    ],
  });
}

/** A page of entries, newest first. An organization's include those on its projects. */
export async function auditPage(
  db: Queryable,
  scope: AuditScope,
  page: { readonly limit: number; readonly offset: number } & AuditFilters,
): Promise<AuditPage> {
  const values: unknown[] = [];
  const where = whereOf(scope, page, values);
  const rows = await entriesWhere(
    db,
    `${where} ORDER BY at DESC, id DESC
      LIMIT $${values.push(page.limit + 1)} OFFSET $${values.push(page.offset)}`,
    values,
  );
  return {
    entries: rows.slice(0, page.limit),
    limit: page.limit,
    offset: page.offset,
    has_more: rows.length > page.limit,
  };
}

/**
 * Up to `size` entries, newest first, older than the entry `before` (an id; none: from the
 * newest): the CSV export reads the log in such batches, so no connection is held between them.
 */
export async function auditBatch(
  db: Queryable,
  scope: AuditScope,
  filters: AuditFilters,
  batch: { readonly before?: string; readonly size: number },
): Promise<AuditEntry[]> {
  const values: unknown[] = [];
  let where = whereOf(scope, filters, values);
  if (batch.before !== undefined) where += ` AND id < $${values.push(batch.before)}::bigint`;
  return entriesWhere(db, `${where} ORDER BY id DESC LIMIT $${values.push(batch.size)}`, values);
}

/** The scope's and the filters' conditions, their values pushed onto `values`. */
function whereOf(scope: AuditScope, filters: AuditFilters, values: unknown[]): string {
  const owner = values.push('orgSlug' in scope ? scope.orgSlug : scope.actorUserId);
  const inScope =
    'orgSlug' in scope
      ? `(organization_slug = $${owner} OR project_ref IN (
           SELECT p.ref FROM projects p JOIN organizations o ON o.id = p.organization_id
            WHERE o.slug = $${owner}))`
      : `actor_user_id IS NOT DISTINCT FROM $${owner}::uuid`;
  return [inScope, ...filterConditions(filters, values)].join(' AND ');
}

/** The entries `rest` (conditions, order, limit) selects, with their actors' emails. */
async function entriesWhere(db: Queryable, rest: string, values: unknown[]): Promise<AuditEntry[]> {
  const { rows } = await db.query<
    Omit<AuditEntry, 'actor_email'> & { recorded_email: string | null }
  >(
    `SELECT id::text AS id, at, actor_user_id::text AS actor_user_id, actor_address, method,
            route, target, status, action, target_name, details, actor_email AS recorded_email
       FROM audit_log WHERE ${rest}`,
    values,
  );
  const emails = await emailsByUserId(db, [
    ...new Set(
      rows.flatMap((row) => (row.actor_user_id && !row.recorded_email ? [row.actor_user_id] : [])),
    ),
  ]);
  // The email recorded with the entry; older entries have none, and show the current one.
  return rows.map(({ recorded_email, ...row }) => ({
    ...row,
    actor_email:
      recorded_email ?? (row.actor_user_id ? (emails.get(row.actor_user_id) ?? null) : null),
  }));
}

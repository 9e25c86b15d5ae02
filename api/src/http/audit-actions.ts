/**
 * What an audit entry can say happened: a closed list, so a misspelt event does not compile and
 * the log's filter offers exactly these. Old entries (written before events were named) have none
 * and read as their HTTP line.
 */
export const AUDIT_ACTIONS = [
  'table.created',
  'table.duplicated',
  'table.altered',
  'table.dropped',
  'column.added',
  'column.altered',
  'column.dropped',
  'rls.enabled',
  'rls.disabled',
  'policy.created',
  'policy.changed',
  'policy.dropped',
  'schema.created',
  'schema.altered',
  'schema.dropped',
  'function.created',
  'function.altered',
  'function.dropped',
  'trigger.created',
  'trigger.altered',
  'trigger.dropped',
  'type.created',
  'type.altered',
  'type.dropped',
  'index.created',
  'index.dropped',
  'constraint.created',
  'constraint.dropped',
  'privileges.granted',
  'privileges.revoked',
  'publication.created',
  'publication.altered',
  'publication.dropped',
  'extension.enabled',
  'extension.disabled',
  'extension.updated',
  'role.created',
  'role.altered',
  'role.dropped',
  'member.added',
  'member.invited',
  'invitation.accepted',
  'invitation.revoked',
  'member.role_changed',
  'member.removed',
  'token.created',
  'token.revoked',
  'content.created',
  'content.updated',
  'content.favorited',
  'content.deleted',
  'warehouse_token.created',
  'warehouse_token.revoked',
  'api_keys.rolled',
  'storage_credential.created',
  'storage_credential.revoked',
  'sql.run',
  'sql_history.deleted',
  'project.created',
  'project.deleted',
  'user.signed_in',
  'plugin.switched_on',
  'plugin.switched_off',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  (AUDIT_ACTIONS as readonly unknown[]).includes(value);

/**
 * A server module's own event, `{module id}:{event}` (`storage:bucket.created`): declared by the
 * module (`auditEvents`), checked when its routes are mounted, and never among core's list.
 */
export type ModuleAuditAction = `${string}:${string}`;

/** What an audit entry names: one of core's events or a module's own. */
export type AuditEvent = AuditAction | ModuleAuditAction;

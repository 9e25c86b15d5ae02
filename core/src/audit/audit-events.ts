import type { AuditEntry } from './audit-columns.js';

/** The events an audit entry can name (the API's, through its typed client). */
export type AuditEvent = NonNullable<AuditEntry['action']>;

/** A server module's own event, `{module}:{event}`: worded by its names, not listed here. */
type ModuleEvent = Extract<AuditEvent, `${string}:${string}`>;

/** Core's closed list of events, each worded below. */
type CoreEvent = Exclude<AuditEvent, ModuleEvent>;

const isModuleEvent = (event: AuditEvent): event is ModuleEvent => event.includes(':');

/**
 * Each event as the filter offers it, and how an entry reads: the target's name goes where `{}`
 * is. A `Record` over the API's list, so a new event does not compile until it is worded here.
 */
export const EVENT_WORDING: Record<CoreEvent, { label: string; entry: string }> = {
  'table.created': { label: 'Table created', entry: 'table {} created' },
  'table.duplicated': { label: 'Table duplicated', entry: 'table {} duplicated' },
  'table.altered': { label: 'Table altered', entry: 'table {} altered' },
  'table.dropped': { label: 'Table dropped', entry: 'table {} dropped' },
  'column.added': { label: 'Column added', entry: 'column {} added' },
  'column.altered': { label: 'Column altered', entry: 'column {} altered' },
  'column.dropped': { label: 'Column dropped', entry: 'column {} dropped' },
  'rls.enabled': { label: 'RLS enabled', entry: 'row level security enabled on {}' },
  'rls.disabled': { label: 'RLS disabled', entry: 'row level security disabled on {}' },
  'policy.created': { label: 'Policy created', entry: 'policy {} created' },
  'policy.changed': { label: 'Policy changed', entry: 'policy {} changed' },
  'policy.dropped': { label: 'Policy dropped', entry: 'policy {} dropped' },
  'schema.created': { label: 'Schema created', entry: 'schema {} created' },
  'schema.altered': { label: 'Schema altered', entry: 'schema {} altered' },
  'schema.dropped': { label: 'Schema dropped', entry: 'schema {} dropped' },
  'function.created': { label: 'Function created', entry: 'function {} created' },
  'function.altered': { label: 'Function altered', entry: 'function {} altered' },
  'function.dropped': { label: 'Function dropped', entry: 'function {} dropped' },
  'trigger.created': { label: 'Trigger created', entry: 'trigger {} created' },
  'trigger.altered': { label: 'Trigger altered', entry: 'trigger {} altered' },
  'trigger.dropped': { label: 'Trigger dropped', entry: 'trigger {} dropped' },
  'type.created': { label: 'Type created', entry: 'type {} created' },
  'type.altered': { label: 'Type altered', entry: 'type {} altered' },
  'type.dropped': { label: 'Type dropped', entry: 'type {} dropped' },
  'index.created': { label: 'Index created', entry: 'index {} created' },
  'index.dropped': { label: 'Index dropped', entry: 'index {} dropped' },
  'constraint.created': { label: 'Constraint created', entry: 'constraint {} created' },
  'constraint.dropped': { label: 'Constraint dropped', entry: 'constraint {} dropped' },
  'privileges.granted': { label: 'Privileges granted', entry: 'privileges granted to {}' },
  'privileges.revoked': { label: 'Privileges revoked', entry: 'privileges revoked from {}' },
  'publication.created': { label: 'Publication created', entry: 'publication {} created' },
  'publication.altered': { label: 'Publication altered', entry: 'publication {} altered' },
  'publication.dropped': { label: 'Publication dropped', entry: 'publication {} dropped' },
  'extension.enabled': { label: 'Extension enabled', entry: 'extension {} enabled' },
  'extension.disabled': { label: 'Extension disabled', entry: 'extension {} disabled' },
  'extension.updated': { label: 'Extension updated', entry: 'extension {} updated' },
  'role.created': { label: 'Role created', entry: 'role {} created' },
  'role.altered': { label: 'Role altered', entry: 'role {} altered' },
  'role.dropped': { label: 'Role dropped', entry: 'role {} dropped' },
  'member.added': { label: 'Member added', entry: 'member {} added' },
  'member.invited': { label: 'Member invited', entry: '{} invited' },
  'invitation.accepted': { label: 'Invitation accepted', entry: "{}'s invitation accepted" },
  'invitation.revoked': { label: 'Invitation revoked', entry: "{}'s invitation revoked" },
  'member.role_changed': { label: 'Member role changed', entry: "member {}'s role changed" },
  'member.removed': { label: 'Member removed', entry: 'member {} removed' },
  'token.created': { label: 'Token created', entry: 'access token "{}" created' },
  'token.revoked': { label: 'Token revoked', entry: 'access token "{}" revoked' },
  'content.created': { label: 'Content saved', entry: 'saved content "{}" created' },
  'content.updated': { label: 'Content changed', entry: 'saved content "{}" changed' },
  'content.favorited': { label: 'Content favorited', entry: 'saved content "{}" favorited' },
  'content.deleted': { label: 'Content deleted', entry: 'saved content "{}" deleted' },
  'warehouse_token.created': {
    label: 'Warehouse token created',
    entry: 'warehouse access token "{}" created',
  },
  'warehouse_token.revoked': {
    label: 'Warehouse token revoked',
    entry: 'warehouse access token "{}" revoked',
  },
  'api_keys.rolled': { label: 'API keys rolled', entry: 'JWT secret of project {} rolled' },
  'storage_credential.created': {
    label: 'S3 access key created',
    entry: 'S3 access key "{}" created',
  },
  'storage_credential.revoked': {
    label: 'S3 access key revoked',
    entry: 'S3 access key "{}" revoked',
  },
  'sql.run': { label: 'SQL run', entry: 'SQL run' },
  'sql_history.deleted': { label: 'SQL history deleted', entry: 'SQL history entries deleted' },
  'project.created': { label: 'Project created', entry: 'project {} created' },
  'project.deleted': { label: 'Project deleted', entry: 'project {} deleted' },
  'user.signed_in': { label: 'Signed in', entry: '{} signed in' },
  'plugin.switched_on': { label: 'Plugin switched on', entry: 'plugin {} switched on' },
  'plugin.switched_off': { label: 'Plugin switched off', entry: 'plugin {} switched off' },
};

export const EVENT_OPTIONS = Object.entries(EVENT_WORDING).map(([id, { label }]) => ({
  id,
  name: label,
}));

/**
 * What an entry says happened: `table public.todos created`, `SQL run (DropStmt)`; an entry from
 * before events were named reads as its route and path parameters.
 */
export function describeEntry(entry: AuditEntry): string {
  if (entry.action && isModuleEvent(entry.action)) {
    const [module, event] = entry.action.split(':');
    return `${module}: ${event}${entry.target_name ? ` ${entry.target_name}` : ''}`;
  }
  if (entry.action) {
    let text = EVENT_WORDING[entry.action].entry.replace('{}', entry.target_name ?? 'unknown');
    const kinds = entry.details.statement_kinds;
    if (Array.isArray(kinds) && kinds.length > 0) text += ` (${kinds.join(', ')})`;
    return text;
  }
  const target = Object.entries(entry.target)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
  return target ? `${entry.route ?? ''} (${target})` : (entry.route ?? '');
}

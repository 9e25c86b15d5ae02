import { assertSchemaWritable } from '../shared/system-schemas.js';

/**
 * Tables of platform-managed schemas whose policies are the users' to write: `realtime.messages`
 * authorizes broadcast and presence (spec: the realtime schema is locked except its messages
 * table), and `storage.objects` and `storage.buckets` decide who may do what with files (the
 * storage policies page, spec 2.9).
 */
const USER_POLICY_TABLES: ReadonlySet<string> = new Set([
  'realtime.messages',
  'storage.objects',
  'storage.buckets',
]);

/** Policies may be written on unprotected schemas, and on the tables above. */
export function assertPolicyTargetWritable(schema: string, table: string): void {
  if (USER_POLICY_TABLES.has(`${schema}.${table}`)) return;
  assertSchemaWritable(schema);
}

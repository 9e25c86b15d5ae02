import { assertSchemaWritable } from '../shared/system-schemas.js';

/**
 * Policies may be written on unprotected schemas, and on `realtime.messages`: the realtime schema
 * is platform-managed, but its messages table is where users authorize broadcast and presence
 * (spec: the realtime schema is locked except its messages table).
 */
export function assertPolicyTargetWritable(schema: string, table: string): void {
  if (schema === 'realtime' && table === 'messages') return;
  assertSchemaWritable(schema);
}

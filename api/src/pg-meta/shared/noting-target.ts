import type { Context } from 'hono';
import { noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';

/**
 * Notes `name(found)` as the audit entry's target and answers `found`: a mutation's `find` (or a
 * create's body) passes what it found through it, so the entry keeps the object's name as it was.
 */
export function notingTarget<T>(c: Context<AppEnv>, found: T, name: (found: T) => string): T {
  noteAudit(c, { target: name(found) });
  return found;
}

/** `schema.name`, as the audit log names a schema's object. */
export const qualifiedName = (object: { readonly schema: string; readonly name: string }) =>
  `${object.schema}.${object.name}`;

import { forbidden } from '../../http/api-error.js';
import { isProtectedSchema } from '../../permissions/index.js';

export { isProtectedSchema, PROTECTED_SCHEMAS, SYSTEM_SCHEMAS } from '../../permissions/index.js';

/** Refuses a write into a protected schema with 403 and a message that says why. */
export function assertSchemaWritable(name: string): void {
  if (isProtectedSchema(name)) {
    throw forbidden(`Schema "${name}" is managed by Atrium and is read-only`, 'protected_schema');
  }
}

// The permissions area's public face: only what other areas use.
export { can, ROLES, type Role } from './model.js';
export { isProtectedSchema, PROTECTED_SCHEMAS, SYSTEM_SCHEMAS } from './protected-schemas.js';
export { resolveGrants } from './resolve-grants.js';
export { mayAnywhere, roleIn } from './grants-for.js';

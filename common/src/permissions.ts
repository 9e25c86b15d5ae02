/**
 * The grant model shared by the API middleware (which enforces it) and the web app (which only
 * mirrors it to disable controls). Both sides name permissions with the same (action, resource)
 * pairs, so a tooltip in the UI and a 403 from the API always agree.
 */
import type { Action } from './actions.js';

export { ACTIONS, type Action } from './actions.js';

/** A resource is a name such as `tables`, `policies` or `projects`; `*` matches every one. */
export type Resource = string;

export interface Permission {
  readonly action: Action;
  readonly resource: Resource;
}

export interface Grant {
  readonly action: Action | '*';
  readonly resource: Resource | '*';
}

/** Every grant there is (an Owner's role holds as much; tests use it for "may do anything"). */
export const ALL_GRANTS: readonly Grant[] = [{ action: '*', resource: '*' }];

export function can(grants: readonly Grant[], action: Action, resource: Resource): boolean {
  return grants.some(
    (grant) =>
      (grant.action === '*' || grant.action === action) &&
      (grant.resource === '*' || grant.resource === resource),
  );
}

export { isProtectedSchema, PROTECTED_SCHEMAS } from './protected-schemas.js';
export {
  grantsOfRole,
  isRole,
  ROLE_GRANTS,
  ROLES,
  SQL_ADMIN_RESOURCES,
  type Role,
} from './roles.js';

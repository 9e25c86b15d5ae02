/**
 * Every action a grant can name. Its own module so that `roles.ts` can build the Owner's grants from
 * it while `permissions.ts` re-exports the roles, without an import cycle.
 */
export const ACTIONS = [
  'sql:admin:read',
  'sql:admin:write',
  'sql:query',
  'storage:admin:read',
  'storage:admin:write',
  'analytics:read',
  'infra:read',
  'infra:execute',
  'user_content:create',
  'platform:read',
  // Members, invitations, projects and organization settings (the resources name which).
  'platform:write',
  // The organization's invoices (read) and subscription (write): spec section 6.
  'billing:read',
  'billing:write',
] as const;

export type Action = (typeof ACTIONS)[number];

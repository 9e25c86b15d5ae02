import { ACTIONS, type Action } from './actions.js';
import type { Grant, Resource } from './permissions.js';

/** The roles a member holds in an organization, as the API spells them. */
export const ROLES = ['owner', 'administrator', 'developer', 'read_only'] as const;

export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** The resources the spec checks SQL admin read and write on, one by one. */
export const SQL_ADMIN_RESOURCES = [
  'tables',
  'columns',
  'policies',
  'roles',
  'extensions',
  'wrappers',
  'publications',
  'triggers',
  'functions',
  'types',
] as const satisfies readonly Resource[];

const onEvery = (...actions: Action[]): Grant[] =>
  actions.map((action) => ({ action, resource: '*' }));

const on = (action: Action, ...resources: Resource[]): Grant[] =>
  resources.map((resource) => ({ action, resource }));

/** What every member may do: read whatever the organization holds, write nothing. */
const READ_EVERYTHING = onEvery(
  'sql:admin:read',
  'storage:admin:read',
  'analytics:read',
  'infra:read',
  'platform:read',
  'billing:read',
);

/**
 * The one permission table: each role's grants. The API enforces it for a signed-in member of the
 * project's organization; the web app mirrors it to disable controls with the spec's tooltips.
 *
 * The spec names the permissions but not which role holds which, so the split follows the hosted
 * platform's documented roles (supabase.com/docs/guides/platform/access-control):
 * - Owner: everything.
 * - Administrator: everything except organization settings and adding, removing or demoting
 *   owners (`platform:write` on `organizations` and `owners`).
 * - Developer: reads the organization and works on the project's content (SQL admin read and write
 *   on every resource, running SQL, storage writes, saved content, downloading and restoring
 *   backups) but manages no members, invitations, projects or billing.
 * - Read-only: reads everything it may see; no write, execute or create grant, and no `sql:query`,
 *   which runs any statement (the hosted platform runs a read-only member's SQL as a read-only
 *   database role, which Atrium does not have).
 * Resources are `*` where a role holds an action on every resource, so a plugin's own resources are
 * covered too; a list where the hosted roles differ by resource.
 */
export const ROLE_GRANTS: Readonly<Record<Role, readonly Grant[]>> = {
  // Everything there is.
  owner: onEvery(...ACTIONS),
  administrator: [
    ...READ_EVERYTHING,
    ...onEvery(
      'sql:admin:write',
      'sql:query',
      'storage:admin:write',
      'infra:execute',
      'user_content:create',
      'billing:write',
    ),
    ...on('platform:write', 'members', 'invitations', 'projects'),
  ],
  developer: [
    ...READ_EVERYTHING,
    ...onEvery('sql:admin:write', 'sql:query', 'storage:admin:write', 'user_content:create'),
    ...on('infra:execute', 'backups'),
  ],
  read_only: READ_EVERYTHING,
};

export const grantsOfRole = (role: Role): readonly Grant[] => ROLE_GRANTS[role];

import { describe, expect, it } from 'vitest';
import { ACTIONS, can, type Action, type Grant } from './permissions.js';
import { isRole, ROLE_GRANTS, ROLES, SQL_ADMIN_RESOURCES } from './roles.js';

/** Actions that change something or run arbitrary statements. */
const CHANGING: readonly Action[] = ACTIONS.filter(
  (action) => /:(write|execute|create)$/.test(action) || action === 'sql:query',
);

const READING: readonly Action[] = ACTIONS.filter((action) => !CHANGING.includes(action));

/** A resource no table names, standing for a plugin's own. */
const PLUGIN_RESOURCE = 'a-plugins-own-resource';

const holds = (grants: readonly Grant[], action: Action, resource: string) =>
  can(grants, action, resource);

describe('the role permission table', () => {
  it('has one row per role and nothing else', () => {
    expect(Object.keys(ROLE_GRANTS).sort()).toEqual([...ROLES].sort());
    expect(isRole('read_only')).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('owner: every action on every resource', () => {
    for (const action of ACTIONS) {
      for (const resource of [...SQL_ADMIN_RESOURCES, 'owners', 'organizations', PLUGIN_RESOURCE]) {
        expect(holds(ROLE_GRANTS.owner, action, resource), `${action} on ${resource}`).toBe(true);
      }
    }
  });

  it('administrator: everything but organization settings and owners', () => {
    const admin = ROLE_GRANTS.administrator;
    for (const action of ACTIONS.filter((a) => a !== 'platform:write')) {
      expect(holds(admin, action, PLUGIN_RESOURCE), action).toBe(true);
    }
    for (const resource of SQL_ADMIN_RESOURCES) {
      expect(holds(admin, 'sql:admin:write', resource)).toBe(true);
    }
    expect(holds(admin, 'platform:write', 'members')).toBe(true);
    expect(holds(admin, 'platform:write', 'invitations')).toBe(true);
    expect(holds(admin, 'platform:write', 'projects')).toBe(true);
    expect(holds(admin, 'platform:write', 'owners')).toBe(false);
    expect(holds(admin, 'platform:write', 'organizations')).toBe(false);
    expect(holds(admin, 'billing:write', 'subscription')).toBe(true);
  });

  it('developer: project content, but no members, billing or infrastructure beyond backups', () => {
    const developer = ROLE_GRANTS.developer;
    for (const resource of SQL_ADMIN_RESOURCES) {
      expect(holds(developer, 'sql:admin:read', resource)).toBe(true);
      expect(holds(developer, 'sql:admin:write', resource)).toBe(true);
    }
    expect(holds(developer, 'sql:query', 'sql')).toBe(true);
    expect(holds(developer, 'storage:admin:write', 'buckets')).toBe(true);
    expect(holds(developer, 'user_content:create', 'snippets')).toBe(true);
    expect(holds(developer, 'infra:execute', 'backups')).toBe(true);
    expect(holds(developer, 'infra:execute', 'projects')).toBe(false);
    expect(holds(developer, 'billing:read', 'invoices')).toBe(true);
    expect(holds(developer, 'billing:write', 'subscription')).toBe(false);
    for (const resource of ['members', 'invitations', 'projects', 'owners', 'organizations']) {
      expect(holds(developer, 'platform:write', resource), resource).toBe(false);
    }
  });

  it('read-only: reads everything, holds no write, execute or create grant, runs no SQL', () => {
    const readOnly = ROLE_GRANTS.read_only;
    for (const action of READING) {
      expect(holds(readOnly, action, PLUGIN_RESOURCE), action).toBe(true);
    }
    for (const resource of SQL_ADMIN_RESOURCES) {
      expect(holds(readOnly, 'sql:admin:read', resource)).toBe(true);
    }
    for (const grant of readOnly) expect(CHANGING).not.toContain(grant.action);
    expect(readOnly.some((grant) => grant.action === '*')).toBe(false);
    expect(CHANGING).toEqual(
      expect.arrayContaining(['sql:admin:write', 'infra:execute', 'user_content:create']),
    );
  });

  it('ranks the roles: each holds at least what the next one down holds', () => {
    const order = ['owner', 'administrator', 'developer', 'read_only'] as const;
    const resources = [...SQL_ADMIN_RESOURCES, 'members', 'owners', 'backups', PLUGIN_RESOURCE];
    for (let i = 1; i < order.length; i++) {
      for (const action of ACTIONS) {
        for (const resource of resources) {
          if (holds(ROLE_GRANTS[order[i]!], action, resource)) {
            expect(holds(ROLE_GRANTS[order[i - 1]!], action, resource)).toBe(true);
          }
        }
      }
    }
  });
});

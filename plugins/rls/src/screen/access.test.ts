import { describe, expect, it } from 'vitest';
import { appliesToAnonymousUsers } from './anonymous-users.js';
import { tableAccess } from './access.js';
import { splitRoles } from './roles-shown.js';

describe('table access', () => {
  it('lets user tables be edited and toggled', () => {
    expect(tableAccess('public', 'todos')).toEqual({
      locked: false,
      canEditPolicies: true,
      canToggleRls: true,
    });
  });

  it('locks platform schemas, the realtime schema included', () => {
    for (const [schema, table] of [
      ['auth', 'users'],
      ['storage', 'objects'],
      ['realtime', 'subscription'],
    ] as const) {
      expect(tableAccess(schema, table)).toEqual({
        locked: true,
        canEditPolicies: false,
        canToggleRls: false,
      });
    }
  });

  it('lets realtime.messages take policies but not toggle RLS', () => {
    expect(tableAccess('realtime', 'messages')).toEqual({
      locked: false,
      canEditPolicies: true,
      canToggleRls: false,
    });
  });
});

describe('policy list details', () => {
  it('shows at most 3 roles, the rest for the tooltip', () => {
    expect(splitRoles(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      hidden: ['d', 'e'],
    });
    expect(splitRoles(['a'])).toEqual({ shown: ['a'], hidden: [] });
  });

  it('marks authenticated and public policies when anonymous sign-in is on', () => {
    expect(appliesToAnonymousUsers({ roles: ['authenticated'] }, true)).toBe(true);
    expect(appliesToAnonymousUsers({ roles: ['public'] }, true)).toBe(true);
    expect(appliesToAnonymousUsers({ roles: ['anon', 'service_role'] }, true)).toBe(false);
    expect(appliesToAnonymousUsers({ roles: ['authenticated'] }, false)).toBe(false);
  });
});

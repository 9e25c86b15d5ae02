import { describe, expect, it } from 'vitest';
import { defaultTestRole, testClaims, testRoles } from './test-roles.js';

describe('who a policy test runs as', () => {
  it("defaults to the policy's first role, or anon for a policy on every role", () => {
    expect(defaultTestRole(['authenticated', 'anon'])).toBe('authenticated');
    expect(defaultTestRole(['editor'])).toBe('editor');
    expect(defaultTestRole([])).toBe('anon');
    expect(defaultTestRole(['public'])).toBe('anon');
  });

  it("offers the usual three, then the policy's own roles once each", () => {
    expect(testRoles(['editor', 'authenticated', 'editor', 'public'])).toEqual([
      'anon',
      'authenticated',
      'service_role',
      'editor',
    ]);
  });

  it('builds the claims from the user id and the JSON typed', () => {
    expect(testClaims(' u1 ', '{"email":"a@b.c","sub":"ignored"}')).toEqual({
      email: 'a@b.c',
      sub: 'u1',
    });
    expect(testClaims('', '')).toEqual({});
    expect(() => testClaims('', '[1]')).toThrow('JWT claims must be a JSON object');
    expect(() => testClaims('', '{')).toThrow();
  });
});

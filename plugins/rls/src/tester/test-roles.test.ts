import { describe, expect, it } from 'vitest';
import { defaultTestRole, testRoles } from './test-roles.js';

describe('the roles the policy tester offers', () => {
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
});

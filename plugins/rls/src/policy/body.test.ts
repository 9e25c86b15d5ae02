import { describe, expect, it } from 'vitest';
import { createBody, updateBody } from './body.js';
import type { Policy } from './policy.js';

const policy: Policy = {
  id: 9,
  name: 'own rows',
  schema: 'public',
  table: 'todos',
  table_id: 3,
  action: 'PERMISSIVE',
  roles: ['authenticated'],
  command: 'UPDATE',
  definition: '(auth.uid() = user_id)',
  check: null,
};
const form = {
  name: 'own rows',
  command: 'UPDATE' as const,
  definition: '(auth.uid() = user_id)',
  check: '',
  roles: ['authenticated'],
};

describe('policy bodies', () => {
  it('creates with trimmed text, leaving out empty expressions', () => {
    expect(
      createBody(
        { name: ' p ', command: 'INSERT', definition: '', check: ' true ', roles: [] },
        { schema: 'public', name: 'todos' },
      ),
    ).toEqual({
      name: 'p',
      schema: 'public',
      table: 'todos',
      command: 'INSERT',
      action: 'PERMISSIVE',
      roles: [],
      check: 'true',
    });
  });

  it('updates only what changed', () => {
    expect(updateBody(policy, form)).toEqual({});
    expect(
      updateBody(policy, {
        ...form,
        name: 'renamed',
        check: 'true',
        roles: ['anon', 'authenticated'],
      }),
    ).toEqual({ name: 'renamed', check: 'true', roles: ['anon', 'authenticated'] });
  });

  it('sends public when every role is removed', () => {
    expect(updateBody(policy, { ...form, roles: [] })).toEqual({ roles: ['public'] });
  });
});

import { describe, expect, it } from 'vitest';
import { emptyForm, formFromPolicy, sameForm, withCommand, withName } from './form.js';
import type { Policy } from './policy.js';

const full = { ...emptyForm, name: 'p', definition: 'a', check: 'b' };

describe('policy form', () => {
  it('keeps names up to 63 characters and ignores longer input', () => {
    const at63 = withName(emptyForm, 'x'.repeat(63));
    expect(at63.name).toHaveLength(63);
    expect(withName(at63, 'x'.repeat(64))).toBe(at63);
  });

  it('clears the expression the new operation does not take', () => {
    expect(withCommand(full, 'SELECT')).toMatchObject({ definition: 'a', check: '' });
    expect(withCommand(full, 'DELETE')).toMatchObject({ definition: 'a', check: '' });
    expect(withCommand(full, 'INSERT')).toMatchObject({ definition: '', check: 'b' });
    expect(withCommand(full, 'UPDATE')).toMatchObject({ definition: 'a', check: 'b' });
    expect(withCommand(full, 'ALL')).toMatchObject({ definition: 'a', check: 'b' });
  });

  it('starts an existing policy with public shown as no role selected', () => {
    const policy: Policy = {
      id: 1,
      name: 'n',
      schema: 's',
      table: 't',
      table_id: 2,
      action: 'PERMISSIVE',
      roles: ['public'],
      command: 'INSERT',
      definition: null,
      check: '(id > 0)',
    };
    expect(formFromPolicy(policy)).toEqual({
      name: 'n',
      command: 'INSERT',
      definition: '',
      check: '(id > 0)',
      roles: [],
    });
  });

  it('compares forms, roles in any order', () => {
    expect(sameForm({ ...full, roles: ['a', 'b'] }, { ...full, roles: ['b', 'a'] })).toBe(true);
    expect(sameForm(full, { ...full, check: 'c' })).toBe(false);
  });
});

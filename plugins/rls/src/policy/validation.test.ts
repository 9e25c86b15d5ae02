import { describe, expect, it } from 'vitest';
import { emptyForm, type PolicyForm } from './form.js';
import { reviewErrors } from './validation.js';

const form = (change: Partial<PolicyForm>): PolicyForm => ({ ...emptyForm, name: 'p', ...change });

describe('review errors (spec section 5, word for word)', () => {
  it('asks for a name and an operation', () => {
    expect(reviewErrors(emptyForm)).toEqual([
      'Please provide a name for your policy',
      'Please select an operation for your policy',
    ]);
    expect(reviewErrors(form({ name: '   ', command: 'ALL' }))).toEqual([
      'Please provide a name for your policy',
    ]);
  });

  it.each(['SELECT', 'DELETE'] as const)('%s requires USING', (command) => {
    expect(reviewErrors(form({ command }))).toEqual([
      'Please provide a USING expression for your policy',
    ]);
    expect(reviewErrors(form({ command, definition: 'true' }))).toEqual([]);
  });

  it('INSERT requires WITH CHECK', () => {
    expect(reviewErrors(form({ command: 'INSERT', definition: 'true' }))).toEqual([
      'Please provide a WITH CHECK expression for your policy',
    ]);
    expect(reviewErrors(form({ command: 'INSERT', check: 'true' }))).toEqual([]);
  });

  it('UPDATE requires USING or WITH CHECK, or both', () => {
    expect(reviewErrors(form({ command: 'UPDATE', definition: ' ', check: '' }))).toEqual([
      'Please provide either a USING, or WITH CHECK expression, or both for your policy',
    ]);
    expect(reviewErrors(form({ command: 'UPDATE', definition: 'true' }))).toEqual([]);
    expect(reviewErrors(form({ command: 'UPDATE', check: 'true' }))).toEqual([]);
  });

  it('ALL requires neither', () => {
    expect(reviewErrors(form({ command: 'ALL' }))).toEqual([]);
  });
});

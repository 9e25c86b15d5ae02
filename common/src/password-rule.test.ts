import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from './password-rule.js';

describe('passwordProblem', () => {
  it('takes a password from the shortest to the longest length allowed', () => {
    expect(passwordProblem('x'.repeat(MIN_PASSWORD_LENGTH))).toBeUndefined();
    expect(passwordProblem('x'.repeat(MAX_PASSWORD_LENGTH))).toBeUndefined();
  });

  it("refuses one too short or too long in the API's words", () => {
    expect(passwordProblem('x'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe(
      'Password should be at least 8 characters.',
    );
    expect(passwordProblem('x'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe(
      'Password should be at most 1024 characters.',
    );
  });
});

import { ApiRequestError } from '@atrium/core/plugin-api';
import { describe, expect, it } from 'vitest';
import { expressionErrorOf, policyErrorMessage } from './expression-error.js';

const syntax = (field: string) =>
  new ApiRequestError(400, 'Syntax error at or near "=" (position 11)', 'invalid_expression', {
    field,
    position: 11,
  });

describe('a policy’s expression errors', () => {
  it('reads a syntax error in an expression, and names the expression', () => {
    expect(expressionErrorOf(syntax('check'))).toEqual({
      field: 'check',
      message: 'Syntax error at or near "=" (position 11)',
      position: 11,
    });
    expect(policyErrorMessage(syntax('definition'))).toBe(
      'USING expression: Syntax error at or near "=" (position 11)',
    );
    expect(policyErrorMessage(syntax('check'))).toBe(
      'WITH CHECK expression: Syntax error at or near "=" (position 11)',
    );
  });

  it('leaves other errors as the API said them', () => {
    const other = new ApiRequestError(409, 'policy "p" already exists', '42710');
    expect(expressionErrorOf(other)).toBeUndefined();
    expect(policyErrorMessage(other)).toBe('policy "p" already exists');
    // A position in some other field (a column default) is not one of the policy's.
    expect(expressionErrorOf(syntax('default_value'))).toBeUndefined();
    expect(policyErrorMessage(new Error('offline'))).toBe('offline');
  });
});

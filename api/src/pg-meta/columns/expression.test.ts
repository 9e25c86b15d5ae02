import { describe, expect, it } from 'vitest';
import { sqlExpression } from './expression.js';

describe('SQL expressions', () => {
  it.each([
    'now()',
    "length(name) > 0 AND name <> ';'",
    `"weird;name" > 0`,
    "E'it\\'s'",
    "'it''s (not'",
    '$$a;b$$ <> $x$--$x$',
    'coalesce((a + 1), 2)',
  ])('accepts %s', (expr) => {
    expect(sqlExpression(` ${expr} `, 'check')).toBe(expr);
  });

  it.each([
    ['1; DROP TABLE t', /single expression/],
    ['1) , ADD COLUMN x int, ALTER y SET DEFAULT (2', /unbalanced/],
    ['(1', /unbalanced/],
    ['1 -- x', /comments/],
    ['1 /* x */', /comments/],
    ["'abc", /unterminated/],
    ["'\\'; DROP TABLE t; --'", /backslashes/],
    ['$$abc', /unterminated/],
    ['   ', /empty/],
  ])('refuses %s', (expr, message) => {
    expect(() => sqlExpression(expr, 'check')).toThrow(message);
  });
});

import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}, "d": [[]]}', 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ s: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ s: 'say \\"[[[[\\" ok' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', [[1]]]), 2)).toBe(true);
  });
});

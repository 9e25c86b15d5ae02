import { describe, expect, it } from 'vitest';
import { dollarQuote } from './dollar-quote.js';

const tags = (...values: string[]) => {
  const queue = [...values];
  return () => queue.shift() ?? 'fallback';
};

describe('dollarQuote', () => {
  it('wraps the body in a random atrium tag', () => {
    expect(dollarQuote('select 1')).toMatch(
      /^\$atrium_[0-9a-f]{12}\$select 1\$atrium_[0-9a-f]{12}\$$/,
    );
  });

  it('skips a tag that occurs in the body', () => {
    expect(dollarQuote('x $a$ y', tags('a', 'b'))).toBe('$b$x $a$ y$b$');
  });

  it('skips a tag the end of the body would complete', () => {
    expect(dollarQuote('select $a', tags('a', 'b'))).toBe('$b$select $a$b$');
    expect(dollarQuote('select $', tags('a'))).toBe('$a$select $$a$');
  });

  it('refuses tags that are not identifiers', () => {
    expect(() => dollarQuote('x', tags('a$b'))).toThrow('Invalid dollar-quote tag');
  });
});

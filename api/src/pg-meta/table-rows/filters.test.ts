import { parseFilter as readFilter } from '@atrium/common/filters';
import { describe, expect, it } from 'vitest';
import { asList, FILTER_OPERATORS, parseFilter } from './filters.js';

// The format itself is the shared one, tested in common/src/filters.test.ts; here, only what the
// API adds: text that does not parse is the client's mistake, answered with 400.
describe('parseFilter', () => {
  it('hands back what the shared format reads', () => {
    expect(parseFilter('a:b:eq:1')).toEqual(readFilter('a:b:eq:1'));
  });

  it.each(['age:between:1', ':eq:1'])('answers %j with 400 invalid_filter', (text) => {
    expect(() => parseFilter(text)).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'invalid_filter',
        message: `Invalid filter "${text}": expected column:operator:value with operator one of ${FILTER_OPERATORS.join(', ')}`,
      }),
    );
  });
});

describe('asList', () => {
  it('turns absent, one and several values into a list', () => {
    expect(asList(undefined)).toEqual([]);
    expect(asList('a')).toEqual(['a']);
    expect(asList(['a', 'b'])).toEqual(['a', 'b']);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultFormatOf } from './default-value.js';

describe('defaultFormatOf (the spec rule)', () => {
  it.each([
    ['now()', 'expression'],
    ['gen_random_uuid()', 'expression'],
    ['CURRENT_DATE', 'expression'],
    ['current_date', 'expression'],
    ["(now() + interval '1 day')", 'expression'],
    ['hello', 'literal'],
    ['hello world()', 'literal'],
    ['42', 'literal'],
    ['', 'literal'],
  ] as const)('%s is %s', (value, format) => {
    expect(defaultFormatOf(value)).toBe(format);
  });
});

import { describe, expect, it } from 'vitest';
import { cellDisplayText, MAX_CELL_TEXT, valueToText } from './cell-text.js';

describe('a table value as text', () => {
  it('reads booleans as Postgres spells them, objects as JSON and NULL as null', () => {
    expect(valueToText(true)).toBe('TRUE');
    expect(valueToText(false)).toBe('FALSE');
    expect(valueToText({ a: [1, 'x'] })).toBe('{"a":[1,"x"]}');
    expect(valueToText(['a', null])).toBe('["a",null]');
    expect(valueToText(12.5)).toBe('12.5');
    expect(valueToText('9007199254740993')).toBe('9007199254740993');
    expect(valueToText(null)).toBeNull();
    expect(valueToText(undefined)).toBeNull();
  });

  it('caps what a cell shows', () => {
    expect(cellDisplayText('x'.repeat(MAX_CELL_TEXT + 5))).toBe('x'.repeat(MAX_CELL_TEXT));
    expect(cellDisplayText('short')).toBe('short');
    expect(cellDisplayText(null)).toBeNull();
  });
});

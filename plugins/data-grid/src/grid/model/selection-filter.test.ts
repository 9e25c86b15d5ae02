import { describe, expect, it } from 'vitest';
import { selectionFilter } from './selection-filter.js';

describe('selectionFilter', () => {
  it('names the selected rows by their single-column key', () => {
    expect(selectionFilter([{ id: 3 }, { id: '9007199254740993' }], ['id'])).toBe(
      'id:in:3,9007199254740993',
    );
  });

  it('gives up on composite or missing keys, empty selections and values with commas', () => {
    expect(selectionFilter([{ a: 1, b: 2 }], ['a', 'b'])).toBeUndefined();
    expect(selectionFilter([{ a: 1 }], [])).toBeUndefined();
    expect(selectionFilter([], ['id'])).toBeUndefined();
    expect(selectionFilter([{ id: 'a,b' }], ['id'])).toBeUndefined();
    expect(selectionFilter([{ id: null }], ['id'])).toBeUndefined();
  });
});

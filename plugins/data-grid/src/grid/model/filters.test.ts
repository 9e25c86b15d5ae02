import { describe, expect, it } from 'vitest';
import { formatFilter, parseFilter } from './filters.js';
import { formatSort, parseSort } from './sorts.js';

describe('filters in the URL', () => {
  it('reads column, operator and value, the value keeping its colons', () => {
    expect(parseFilter('name:eq:a:b')).toEqual({ column: 'name', operator: 'eq', value: 'a:b' });
    expect(parseFilter('id:in:1,2,3')).toEqual({ column: 'id', operator: 'in', value: '1,2,3' });
    expect(parseFilter('x:is:not null')).toEqual({
      column: 'x',
      operator: 'is',
      value: 'not null',
    });
  });

  it('takes a column holding a colon whole, up to the first known operator', () => {
    expect(parseFilter('odd:col:gt:5')).toEqual({ column: 'odd:col', operator: 'gt', value: '5' });
    expect(parseFilter('eq:eq:1')).toEqual({ column: 'eq', operator: 'eq', value: '1' });
  });

  it('rejects text without a known operator, and round-trips what it reads', () => {
    expect(parseFilter('name:bogus:1')).toBeUndefined();
    expect(parseFilter('name')).toBeUndefined();
    const text = 'a:b:ilike:%x%';
    expect(formatFilter(parseFilter(text)!)).toBe(text);
  });
});

describe('sorts in the URL', () => {
  it('reads direction and nulls first, a colon in the column included', () => {
    expect(parseSort('a:b:desc')).toEqual({ column: 'a:b', ascending: false, nullsFirst: false });
    expect(parseSort('n:asc:nullsfirst')).toEqual({
      column: 'n',
      ascending: true,
      nullsFirst: true,
    });
    expect(parseSort('n:up')).toBeUndefined();
    expect(formatSort({ column: 'n', ascending: false, nullsFirst: true })).toBe(
      'n:desc:nullsfirst',
    );
  });
});

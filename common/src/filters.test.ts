import { describe, expect, it } from 'vitest';
import { FILTER_OPERATORS, formatFilter, formatSort, parseFilter, parseSort } from './filters.js';

describe('filter format', () => {
  it.each(FILTER_OPERATORS)('round-trips the %s operator', (operator) => {
    const filter = { column: 'a:b', operator, value: 'x:eq:y' };
    expect(parseFilter(formatFilter(filter))).toEqual(filter);
  });

  it('takes the column up to the first known operator, past the first character', () => {
    expect(parseFilter(':eq:x:eq:1')).toEqual({ column: ':eq:x', operator: 'eq', value: '1' });
    expect(parseFilter('time:12:eq:3')).toEqual({ column: 'time:12', operator: 'eq', value: '3' });
  });

  it.each(['name', 'name:equals:1', ':eq:'])('refuses %j', (text) => {
    expect(parseFilter(text)).toBeUndefined();
  });
});

describe('sort format', () => {
  it('reads nullsfirst and nullslast, and writes nulls last as the default', () => {
    expect(parseSort('a:b:desc:nullslast')).toEqual({
      column: 'a:b',
      ascending: false,
      nullsFirst: false,
    });
    expect(parseSort('id:asc:nullsfirst')).toEqual({
      column: 'id',
      ascending: true,
      nullsFirst: true,
    });
    expect(formatSort({ column: 'id', ascending: false })).toBe('id:desc');
    expect(formatSort({ column: 'id', ascending: true, nullsFirst: true })).toBe(
      'id:asc:nullsfirst',
    );
  });

  it.each(['id', 'id:up', 'id:asc:nullsmiddle'])('refuses %j', (text) => {
    expect(parseSort(text)).toBeUndefined();
  });
});

describe('filters in the URL', () => {
  it('reads column, operator and value, the value keeping its colons', () => {
    expect(parseFilter('name:eq:a:b')).toEqual({ column: 'name', operator: 'eq', value: 'a:b' });
    expect(parseFilter('id:in:1,2,3')).toEqual({ column: 'id', operator: 'in', value: '1,2,3' });
    expect(parseFilter('name:eq:')).toEqual({ column: 'name', operator: 'eq', value: '' });
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

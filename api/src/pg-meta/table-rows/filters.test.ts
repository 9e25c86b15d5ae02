import { describe, expect, it } from 'vitest';
import { asList, parseFilter } from './filters.js';

describe('parseFilter', () => {
  it('splits column, operator and value', () => {
    expect(parseFilter('age:gte:18')).toEqual({ column: 'age', operator: 'gte', value: '18' });
  });

  it('takes the column up to the first known operator, so names may hold ":"', () => {
    expect(parseFilter('a:b:eq:1')).toEqual({ column: 'a:b', operator: 'eq', value: '1' });
    expect(parseFilter('x:unknown:eq:y')).toEqual({
      column: 'x:unknown',
      operator: 'eq',
      value: 'y',
    });
  });

  it('keeps ":" and operator names inside the value', () => {
    expect(parseFilter('at:lt:12:30:eq:')).toEqual({
      column: 'at',
      operator: 'lt',
      value: '12:30:eq:',
    });
  });

  it('accepts an empty value and the two-word is value', () => {
    expect(parseFilter('name:eq:')).toEqual({ column: 'name', operator: 'eq', value: '' });
    expect(parseFilter('name:is:not null').value).toBe('not null');
  });

  it('refuses an unknown operator with 400', () => {
    expect(() => parseFilter('age:between:1')).toThrow(/Invalid filter "age:between:1"/);
    expect(() => parseFilter(':eq:1')).toThrow(/Invalid filter/);
  });
});

describe('asList', () => {
  it('turns absent, one and several values into a list', () => {
    expect(asList(undefined)).toEqual([]);
    expect(asList('a')).toEqual(['a']);
    expect(asList(['a', 'b'])).toEqual(['a', 'b']);
  });
});

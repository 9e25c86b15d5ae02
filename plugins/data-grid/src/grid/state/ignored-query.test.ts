import { describe, expect, it } from 'vitest';
import { describeIgnored, ignoredQuery } from './ignored-query.js';

describe('ignored link filters and sorts', () => {
  it('finds the texts that do not parse, and only those', () => {
    expect(
      ignoredQuery(['name:eq:Rex', 'name:bogus:1', 'age'], ['age:desc', 'age:upward']),
    ).toEqual({ filters: ['name:bogus:1', 'age'], sorts: ['age:upward'] });
  });

  it('names the unknown operator and the operators there are', () => {
    expect(describeIgnored({ filters: ['name:bogus:1'], sorts: [] })).toBe(
      'Ignored the filter “name:bogus:1”: “bogus” is not a filter operator ' +
        '(use eq, neq, gt, lt, gte, lte, like, ilike, in, is).',
    );
  });

  it('says when a text has not the form at all, and lists every ignored text', () => {
    expect(describeIgnored({ filters: ['age'], sorts: ['age:up'] })).toBe(
      'Ignored the filter “age”: “age” is not of the form column:operator:value; ' +
        'the sort “age:up”: it is not of the form column:asc or column:desc.',
    );
  });

  it('says nothing when every text was read', () => {
    expect(describeIgnored({ filters: [], sorts: [] })).toBeUndefined();
  });
});

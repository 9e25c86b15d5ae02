import { parseSort as readSort } from '@atrium/common/filters';
import { describe, expect, it } from 'vitest';
import { orderByClause, parseSort } from './sorts.js';
import { keyless, people } from './relation-sql.fixture.js';

// The format itself is the shared one, tested in common/src/filters.test.ts; here, only what the
// API adds: text that does not parse is the client's mistake, answered with 400.
describe('parseSort', () => {
  it('hands back what the shared format reads', () => {
    expect(parseSort('a:b:asc:nullsfirst')).toEqual(readSort('a:b:asc:nullsfirst'));
  });

  it.each(['age', 'age:up'])('answers %j with 400 invalid_sort', (text) => {
    expect(() => parseSort(text)).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'invalid_sort',
        message: expect.stringMatching(new RegExp(`^Invalid sort "${text}": expected`)),
      }),
    );
  });
});

describe('orderByClause', () => {
  it('orders by the sorts given', () => {
    expect(orderByClause(people, [parseSort('age:desc'), parseSort('name:asc:nullsfirst')])).toBe(
      ' ORDER BY "age" DESC NULLS LAST, "name" ASC NULLS FIRST, "id"',
    );
  });

  it('does not repeat a key column the sorts already name', () => {
    expect(orderByClause(people, [parseSort('id:desc')])).toBe(' ORDER BY "id" DESC NULLS LAST');
    expect(orderByClause(keyless, [parseSort('age:asc')])).toBe(' ORDER BY "age" ASC NULLS LAST');
  });

  it('falls back to the primary key, or to nothing', () => {
    expect(orderByClause(people, [])).toBe(' ORDER BY "id"');
    expect(orderByClause(keyless, [])).toBe('');
  });

  it('refuses an unknown column', () => {
    expect(() => orderByClause(people, [parseSort('x:asc')])).toThrow(/Column "x" does not exist/);
  });
});

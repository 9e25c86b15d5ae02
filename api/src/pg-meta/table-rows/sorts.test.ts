import { describe, expect, it } from 'vitest';
import { orderByClause, parseSort } from './sorts.js';
import { keyless, people } from './relation.fixture.js';

describe('parseSort', () => {
  it('reads direction and nulls placement, nulls last by default', () => {
    expect(parseSort('age:desc')).toEqual({ column: 'age', ascending: false, nullsFirst: false });
    expect(parseSort('a:b:asc:nullsfirst')).toEqual({
      column: 'a:b',
      ascending: true,
      nullsFirst: true,
    });
  });

  it('refuses anything else', () => {
    expect(() => parseSort('age')).toThrow(/Invalid sort "age"/);
    expect(() => parseSort('age:up')).toThrow(/Invalid sort/);
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

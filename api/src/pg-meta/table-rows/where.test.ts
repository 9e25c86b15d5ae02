import { describe, expect, it } from 'vitest';
import { SqlParams } from '../shared/sql-params.js';
import { parseFilter } from './filters.js';
import { InlineLiterals } from './placeholders.js';
import { people } from './relation-sql.fixture.js';
import { whereClause } from './where.js';

const where = (...filters: string[]) => {
  const params = new SqlParams();
  return { text: whereClause(people, filters.map(parseFilter), params), values: params.values };
};

describe('whereClause', () => {
  it('is empty without filters', () => {
    expect(where()).toEqual({ text: '', values: [] });
  });

  it('binds values as text and casts them to the column type', () => {
    expect(where('age:gt:18', 'id:neq:5')).toEqual({
      text: ' WHERE "age" > $1::text::integer AND "id" <> $2::text::bigint',
      values: ['18', '5'],
    });
  });

  it('binds each value of an in list', () => {
    expect(where('age:in:1, 2,3')).toEqual({
      text: ' WHERE "age" IN ($1::text::integer, $2::text::integer, $3::text::integer)',
      values: ['1', '2', '3'],
    });
    expect(where('age:in:').text).toBe(' WHERE false');
  });

  it('matches patterns on the text form', () => {
    expect(where('age:like:1%', 'name:ilike:%an%')).toEqual({
      text: ' WHERE "age"::text LIKE $1 AND "name"::text ILIKE $2',
      values: ['1%', '%an%'],
    });
  });

  it('supports is null, not null, true and false, and nothing else', () => {
    expect(where('name:is:null', 'age:is:NOT NULL', 'name:is:true', 'name:is:false').text).toBe(
      ' WHERE "name" IS NULL AND "age" IS NOT NULL AND "name" IS TRUE AND "name" IS FALSE',
    );
    expect(() => where('name:is:maybe')).toThrow(/expected null, not null, true or false/);
  });

  it('quotes column names, including ones with ":" and quotes', () => {
    expect(where('a:b:eq:x').text).toBe(' WHERE "a:b" = $1::text::text');
  });

  it('refuses a column the table does not have', () => {
    expect(() => where('nope:eq:1')).toThrow(
      'Column "nope" does not exist on table "public.people"',
    );
  });

  it('inlines values as quoted literals for COPY', () => {
    const text = whereClause(people, [parseFilter("name:eq:O'Brien\\")], new InlineLiterals());
    expect(text).toBe(` WHERE "name" = E'O''Brien\\\\'::text::text`);
  });
});

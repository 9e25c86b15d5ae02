import { describe, expect, it } from 'vitest';
import { SqlParams } from '../shared/sql-params.js';
import { parseFilter } from './filters.js';
import { checkKeyset } from './keyset.js';
import { keyless, people } from './relation-sql.fixture.js';
import { selectStatement } from './select-sql.js';
import { parseSort } from './sorts.js';

const pair = { ...people, primaryKey: ['id', 'name'] };

describe('keyset pages', () => {
  it('seeks after a key, in the key order, beside the filters, values bound and typed', () => {
    const params = new SqlParams();
    const text = selectStatement(
      people,
      '"id"',
      {
        filters: [parseFilter('age:gt:3')],
        limit: 100,
        keyset: { direction: 'after', key: { id: '5000000' } },
      },
      params,
    );
    expect(text).toBe(
      'SELECT "id" FROM "public"."people" WHERE "age" > $1::text::integer AND ("id") > ($2::text::bigint) ORDER BY "id" LIMIT $3',
    );
    expect(params.values).toEqual(['3', '5000000', 100]);
  });

  it('seeks before a key backwards, over a key of several columns', () => {
    const params = new SqlParams();
    const text = selectStatement(
      pair,
      '*',
      { filters: [], limit: 10, keyset: { direction: 'before', key: { id: 7, name: "o'x" } } },
      params,
    );
    expect(text).toBe(
      'SELECT * FROM "public"."people" WHERE ("id", "name") < ($1::text::bigint, $2::text::text) ORDER BY "id" DESC, "name" DESC LIMIT $3',
    );
    expect(params.values).toEqual(['7', "o'x", 10]);
  });

  it('refuses a keyset without a primary key, with sorts, or with the wrong key columns', () => {
    const after = { direction: 'after' as const, key: { id: 1 } };
    expect(() => checkKeyset(keyless, after, [])).toThrow(/primary key/);
    expect(() => checkKeyset(people, after, [parseSort('name:asc')])).toThrow(/remove the sorts/);
    expect(() => checkKeyset(pair, after, [])).toThrow(/"id", "name"/);
    expect(() => checkKeyset(people, { ...after, key: { id: 1, x: 2 } }, [])).toThrow();
    expect(() => checkKeyset(people, after, [])).not.toThrow();
  });
});

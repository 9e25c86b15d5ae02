import { describe, expect, it } from 'vitest';
import { SqlParams } from '../shared/sql-params.js';
import { parseFilter } from './filters.js';
import { keyless, people } from './relation-sql.fixture.js';
import {
  fullProjection,
  gridPageStatement,
  gridProjection,
  selectStatement,
} from './select-sql.js';
import { parseSort } from './sorts.js';

describe('selectStatement', () => {
  it('builds where, order, limit and offset with bound values', () => {
    const params = new SqlParams();
    const text = selectStatement(
      people,
      '*',
      {
        filters: [parseFilter('age:gt:3')],
        sorts: [parseSort('name:desc')],
        limit: 100,
        offset: 200,
      },
      params,
    );
    expect(text).toBe(
      'SELECT * FROM "public"."people" WHERE "age" > $1::text::integer ORDER BY "name" DESC NULLS LAST, "id" LIMIT $2 OFFSET $3',
    );
    expect(params.values).toEqual(['3', 100, 200]);
  });

  it('orders by primary key when no sort is given, and not at all without sorts (counts)', () => {
    expect(
      selectStatement(people, '1', { filters: [], sorts: [], limit: 10 }, new SqlParams()),
    ).toBe('SELECT 1 FROM "public"."people" ORDER BY "id" LIMIT $1');
    expect(selectStatement(people, 'count(*)', { filters: [] }, new SqlParams())).toBe(
      'SELECT count(*) FROM "public"."people"',
    );
  });
});

describe('gridPageStatement', () => {
  const selection = {
    filters: [parseFilter('age:gt:3')],
    sorts: [parseSort('age:desc')],
    limit: 100,
    offset: 5,
  };

  it('picks the page by primary key, then projects only its rows, in the same order', () => {
    const params = new SqlParams();
    const text = gridPageStatement(people, selection, params);
    expect(text).toBe(
      `SELECT ${gridProjection(people)} FROM "public"."people" WHERE ("id") IN (` +
        'SELECT "id" FROM "public"."people" WHERE "age" > $1::text::integer ' +
        'ORDER BY "age" DESC NULLS LAST, "id" LIMIT $2 OFFSET $3) ORDER BY "age" DESC NULLS LAST, "id"',
    );
    expect(params.values).toEqual(['3', 100, 5]);
  });

  it('picks whole rows in a subquery when there is no primary key', () => {
    const text = gridPageStatement(keyless, selection, new SqlParams());
    expect(text).toBe(
      `SELECT ${gridProjection(keyless)} FROM (SELECT * FROM "public"."log" ` +
        'WHERE "age" > $1::text::integer ORDER BY "age" DESC NULLS LAST LIMIT $2 OFFSET $3) AS page',
    );
  });
});

describe('projections', () => {
  it('selects every column then the cut positions for the grid', () => {
    const grid = gridProjection(people);
    expect(grid.startsWith(`CASE WHEN length(format('%s', "id")) > 10240`)).toBe(true);
    expect(grid.endsWith(']::int[], NULL)')).toBe(true);
  });

  it('selects every column whole for returned rows', () => {
    expect(fullProjection(people)).toBe(
      `CASE WHEN "id" IS NULL THEN NULL ELSE to_jsonb(format('%s', "id")) END, ` +
        'to_jsonb("name"), to_jsonb("age"), to_jsonb("a:b"), to_jsonb("tags"::text::text[])',
    );
  });
});

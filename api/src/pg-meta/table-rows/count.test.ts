import { describe, expect, it } from 'vitest';
import { estimateQuery, exactCountQuery, planRows } from './count.js';
import { parseFilter } from './filters.js';
import { people } from './relation-sql.fixture.js';

describe('count queries', () => {
  it('estimates with EXPLAIN of the same select, filters bound', () => {
    expect(estimateQuery(people, [parseFilter('age:lt:9')])).toEqual({
      text: 'EXPLAIN (FORMAT JSON) SELECT 1 FROM "public"."people" WHERE "age" < $1::text::integer',
      values: ['9'],
    });
  });

  it('counts exactly with the same where and no order', () => {
    expect(exactCountQuery(people, []).text).toBe(
      'SELECT count(*) AS count FROM "public"."people"',
    );
  });

  it("reads the top plan node's estimate", () => {
    expect(planRows([{ Plan: { 'Node Type': 'Seq Scan', 'Plan Rows': 61234 } }])).toBe(61234);
    expect(() => planRows([])).toThrow(/no row estimate/);
  });
});

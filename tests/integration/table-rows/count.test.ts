import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery } from '../../harness/database.js';
import { createTable, type TestTable } from './table.js';

interface Count {
  count: number;
  estimated: boolean;
}

describe('GET /tables/{id}/rows/count', () => {
  let big: TestTable;
  let small: TestTable;

  beforeAll(async () => {
    big = await createTable(
      'count_big',
      'id int PRIMARY KEY, even boolean',
      `INSERT INTO {t} SELECT i, i % 2 = 0 FROM generate_series(1, 60000) i; ANALYZE {t};`,
    );
    small = await createTable(
      'count_small',
      'id int PRIMARY KEY',
      `INSERT INTO {t} SELECT generate_series(1, 120); ANALYZE {t};`,
    );
  });
  afterAll(() => directQuery(`DROP TABLE IF EXISTS ${big.sql}, ${small.sql}`));

  it('counts a small table exactly', async () => {
    const res = await api<Count>('GET', `${small.path}/rows/count`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 120, estimated: false });
  });

  it("answers the planner's estimate for 50,000 rows and more, marked as estimated", async () => {
    const res = await api<Count>('GET', `${big.path}/rows/count`);
    expect(res.body.estimated).toBe(true);
    expect(res.body.count).toBeGreaterThanOrEqual(50_000);
    // ANALYZE of a 60,000-row table reads every page, so the estimate is close.
    expect(Math.abs(res.body.count - 60_000)).toBeLessThan(3_000);
  });

  it('counts exactly on demand', async () => {
    const res = await api<Count>('GET', `${big.path}/rows/count?exact=true`);
    expect(res.body).toEqual({ count: 60_000, estimated: false });
  });

  it('estimates with filters too, and counts exactly when the estimate is small', async () => {
    const wide = await api<Count>('GET', `${big.path}/rows/count?filter=id:gt:0`);
    expect(wide.body.estimated).toBe(true);
    const narrow = await api<Count>('GET', `${big.path}/rows/count?filter=id:lte:1234`);
    expect(narrow.body).toEqual({ count: 1234, estimated: false });
    const both = await api<Count>(
      'GET',
      `${big.path}/rows/count?filter=id:lte:1000&filter=even:is:true&exact=true`,
    );
    expect(both.body).toEqual({ count: 500, estimated: false });
  });
});

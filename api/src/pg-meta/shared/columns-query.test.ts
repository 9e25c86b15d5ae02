import { describe, expect, it } from 'vitest';
import { selectColumns } from './columns-query.js';

const hostile = "x'; DROP TABLE y; --";

describe('selectColumns', () => {
  it('reads the columns of many relations in one query scoped to their ids', () => {
    const query = selectColumns({ relationIds: [1, 2, 3] });
    expect(query.text).toContain('c.oid = ANY($1::oid[])');
    expect(query.values).toEqual([[1, 2, 3]]);
  });

  it('reads one table, or one column of it', () => {
    expect(selectColumns({ tableId: 7 }).values).toEqual([7]);
    const one = selectColumns({ tableId: 7, ordinal: 2 });
    expect(one.text).toContain('a.attnum = $2');
    expect(one.values).toEqual([7, 2]);
  });

  it('binds every list filter as a parameter', () => {
    const query = selectColumns({
      list: { table_id: 42, included_schemas: [hostile], limit: 5 },
    });
    expect(query.text).not.toContain('DROP');
    expect(query.values).toEqual([
      42,
      [hostile],
      ['information_schema', 'pg_catalog', 'pg_toast'],
      5,
    ]);
    expect(query.text).toMatch(/LIMIT \$4$/);
  });
});

import { describe, expect, it } from 'vitest';
import { columnsByRelation, type Column } from '../shared/columns-query.js';
import { getTable, listTables, tableIdByName } from './sql.js';

const hostile = `x'; DROP TABLE y; --`;

describe('table catalogue SQL', () => {
  it('binds every list filter and pages the tables before joining their keys', () => {
    const query = listTables({ included_schemas: [hostile], limit: 5, offset: 10 });
    expect(query.text).not.toContain('DROP');
    expect(query.values).toEqual([
      [hostile],
      ['information_schema', 'pg_catalog', 'pg_toast'],
      5,
      10,
    ]);
    // The paging sits inside the first CTE, so keys are only looked up for the page's tables.
    expect(query.text).toMatch(/LIMIT \$3 OFFSET \$4\s*\),\s*pk AS/);
  });

  it('finds one table by a bound id', () => {
    const query = getTable(42);
    expect(query.text).toContain('AND c.oid = $1');
    expect(query.values).toEqual([42]);
  });

  it('looks a created table up by bound name, never spliced', () => {
    const query = tableIdByName(hostile, hostile);
    expect(query.text).not.toContain('DROP');
    expect(query.values).toEqual([hostile, hostile]);
  });

  it('groups the single query result back onto their relations, in order', () => {
    const column = (table_id: number, name: string) => ({ table_id, name }) as Column;
    const grouped = columnsByRelation([column(1, 'a'), column(2, 'b'), column(1, 'c')]);
    expect(grouped.get(1)!.map((c) => c.name)).toEqual(['a', 'c']);
    expect(grouped.get(2)!.map((c) => c.name)).toEqual(['b']);
    expect(grouped.get(3)).toBeUndefined();
  });
});

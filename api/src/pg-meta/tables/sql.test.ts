import { describe, expect, it } from 'vitest';
import { columnsByRelation, type Column } from '../shared/columns-query.js';
import { getTable, listTableIds, tableIdByName, tablesJsonByIds } from './sql.js';

const hostile = `x'; DROP TABLE y; --`;

describe('table catalogue SQL', () => {
  it('binds every list filter and pages the ids, through pg_depend for named schemas', () => {
    const query = listTableIds({ included_schemas: [hostile], limit: 5, offset: 10 });
    expect(query.text).not.toContain('DROP');
    expect(query.values).toEqual([
      [hostile],
      ['information_schema', 'pg_catalog', 'pg_toast'],
      5,
      10,
    ]);
    expect(query.text).toContain('JOIN pg_depend d');
    expect(query.text).toMatch(/LIMIT \$3 OFFSET \$4$/);
  });

  it('scans pg_class when no schema is named or a pinned one is', () => {
    expect(listTableIds({}).text).not.toContain('pg_depend');
    expect(listTableIds({ included_schemas: ['public', 'pg_catalog'] }).text).not.toContain(
      'pg_depend',
    );
  });

  it('reads tables by a bound oid array, as rows or as JSON text', () => {
    expect(getTable(42)).toMatchObject({ values: [[42]] });
    expect(getTable(42).text).toContain('c.oid = ANY($1::oid[])');
    expect(tablesJsonByIds([1, 2])).toMatchObject({ values: [[1, 2]] });
    expect(tablesJsonByIds([1, 2]).text).toContain('to_json(x)::text AS json');
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

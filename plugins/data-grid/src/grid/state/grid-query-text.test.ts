import { describe, expect, it } from 'vitest';
import { readGridQuery, writeGridQuery } from './grid-query-text.js';

describe('grid query text', () => {
  it('reads filters and sorts, leaving out text that does not parse', () => {
    expect(
      readGridQuery({ filters: ['name:eq:Rex', 'name:bogus:1'], sorts: ['age:desc', 'age:up'] }),
    ).toEqual({
      filters: [{ column: 'name', operator: 'eq', value: 'Rex' }],
      sorts: [{ column: 'age', ascending: false, nullsFirst: false }],
    });
    expect(readGridQuery({})).toEqual({ filters: [], sorts: [] });
  });

  it('writes only what it is given, so saving the sorts keeps the saved filters', () => {
    const sorts = [{ column: 'age', ascending: true }];
    expect(writeGridQuery({ sorts })).toEqual({ sorts: ['age:asc'] });
    const filters = [{ column: 'a:b', operator: 'eq' as const, value: 'x:y' }];
    expect(readGridQuery(writeGridQuery({ filters }))).toEqual({ filters, sorts: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { dropTableSql } from './drop-table-sql.js';
import { matchesTableSearch } from './table-search.js';
import { matchesColumnFilter } from '../columns/column-filter.js';

describe('the tables search and the columns filter (spec section 5)', () => {
  it('finds tables whatever the case', () => {
    expect(matchesTableSearch('Orders', 'ord')).toBe(true);
    expect(matchesTableSearch('orders', 'ORD')).toBe(true);
    expect(matchesTableSearch('orders', 'x')).toBe(false);
  });

  it('filters columns case-sensitively', () => {
    expect(matchesColumnFilter('userId', 'Id')).toBe(true);
    expect(matchesColumnFilter('userId', 'id')).toBe(false);
  });
});

describe('dropTableSql', () => {
  // The API's dropTable (api/src/pg-meta/tables/ddl-sql.test.ts) answers the same for the same names.
  it('quotes both names and says RESTRICT or CASCADE', () => {
    expect(dropTableSql('s', 't', true)).toBe('DROP TABLE "s"."t" CASCADE');
    expect(dropTableSql('s', 't', false)).toBe('DROP TABLE "s"."t" RESTRICT');
    expect(dropTableSql('My "S"', 'x"; --', false)).toBe(
      'DROP TABLE "My ""S"""."x""; --" RESTRICT',
    );
  });
});

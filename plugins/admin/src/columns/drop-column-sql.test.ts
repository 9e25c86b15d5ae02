import { describe, expect, it } from 'vitest';
import { dropColumnSql } from './drop-column-sql.js';

describe('dropColumnSql', () => {
  // The API's dropColumn (api/src/pg-meta/columns/sql.ts) builds the same statement.
  it('quotes every name and says RESTRICT or CASCADE', () => {
    expect(dropColumnSql('s', 't', 'c', false)).toBe(
      'ALTER TABLE "s"."t" DROP COLUMN "c" RESTRICT',
    );
    expect(dropColumnSql('s', 'x"y', 'a b', true)).toBe(
      'ALTER TABLE "s"."x""y" DROP COLUMN "a b" CASCADE',
    );
  });
});

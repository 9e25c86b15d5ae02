import { describe, expect, it } from 'vitest';
import {
  createIndex,
  dropIndex,
  dropInvalidIndex,
  getIndex,
  invalidIndexesSince,
  listIndexes,
} from './sql.js';

const hostile = "x'; DROP TABLE y; --";
const table = { schema: 'a"b', name: hostile };

describe('index SQL', () => {
  it('binds every filter as a parameter', () => {
    const query = listIndexes({ table_id: 5, included_schemas: [hostile] });
    expect(query.text).not.toContain('DROP');
    expect(query.values).toEqual([5, [hostile], ['information_schema', 'pg_catalog', 'pg_toast']]);
    expect(getIndex(8).values).toEqual([8]);
  });

  it('creates an index with quoted names', () => {
    expect(
      createIndex(table, { name: hostile, columns: ['a"b', 'c'], method: 'gin', unique: true }),
    ).toBe(
      `CREATE UNIQUE INDEX "x'; DROP TABLE y; --" ON "a""b"."x'; DROP TABLE y; --" USING gin ("a""b", "c")`,
    );
    expect(createIndex(table, { columns: ['a'] })).toBe(
      `CREATE INDEX ON "a""b"."x'; DROP TABLE y; --" USING btree ("a")`,
    );
  });

  it('builds concurrently when asked, and finds only the invalid indexes it left', () => {
    expect(
      createIndex(table, { name: 'i', columns: ['a'], unique: true, concurrently: true }),
    ).toBe(
      `CREATE UNIQUE INDEX CONCURRENTLY "i" ON "a""b"."x'; DROP TABLE y; --" USING btree ("a")`,
    );
    expect(invalidIndexesSince(5, [1, 2]).values).toEqual([5, [1, 2]]);
    expect(dropInvalidIndex('a"b', hostile)).toBe(
      `DROP INDEX CONCURRENTLY IF EXISTS "a""b"."x'; DROP TABLE y; --"`,
    );
  });

  it('drops an index with or without cascade', () => {
    expect(dropIndex('a"b', hostile, true)).toBe(
      `DROP INDEX "a""b"."x'; DROP TABLE y; --" CASCADE`,
    );
    expect(dropIndex('s', 'i', false)).toBe('DROP INDEX "s"."i" RESTRICT');
  });
});

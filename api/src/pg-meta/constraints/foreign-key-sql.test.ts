import { describe, expect, it } from 'vitest';
import {
  addForeignKey,
  dropConstraint,
  getForeignKey,
  listForeignKeys,
} from './foreign-key-sql.js';

const hostile = "x'; DROP TABLE y; --";
const source = { schema: 'a"b', name: 'src' };
const target = { schema: 'public', name: hostile };

describe('foreign key SQL', () => {
  it('binds every filter as a parameter', () => {
    const query = listForeignKeys({ table_id: 7, included_schemas: [hostile], offset: 2 });
    expect(query.text).not.toContain('DROP');
    expect(query.values).toEqual([
      7,
      [hostile],
      ['information_schema', 'pg_catalog', 'pg_toast'],
      2,
    ]);
    expect(getForeignKey(9).values).toEqual([9]);
  });

  it('adds a foreign key with quoted names and the spec’s action words', () => {
    expect(
      addForeignKey(source, target, {
        constraint_name: hostile,
        source_columns: ['a', 'b"c'],
        target_columns: [hostile, 'd'],
        deletion_action: 'set NULL',
        update_action: 'cascade',
      }),
    ).toBe(
      `ALTER TABLE "a""b"."src" ADD CONSTRAINT "x'; DROP TABLE y; --" FOREIGN KEY ("a", "b""c")` +
        ` REFERENCES "public"."x'; DROP TABLE y; --" ("x'; DROP TABLE y; --", "d")` +
        ` ON DELETE SET NULL ON UPDATE CASCADE`,
    );
    expect(addForeignKey(source, source, { source_columns: ['a'], target_columns: ['b'] })).toBe(
      `ALTER TABLE "a""b"."src" ADD FOREIGN KEY ("a") REFERENCES "a""b"."src" ("b") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
  });

  it('drops a constraint with or without cascade', () => {
    expect(dropConstraint(source, 'k"1', true)).toBe(
      'ALTER TABLE "a""b"."src" DROP CONSTRAINT "k""1" CASCADE',
    );
    expect(dropConstraint(source, 'k', false)).toBe(
      'ALTER TABLE "a""b"."src" DROP CONSTRAINT "k" RESTRICT',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { alterTable, createTable, dropTable } from './ddl-sql.js';
import { copyableColumns, copyRows, duplicateStructure, syncIdentity } from './duplicate-sql.js';

describe('table DDL', () => {
  it('quotes names and comments when creating', () => {
    expect(
      createTable({ schema: 'my "s"', name: 'a;b', comment: "it's", rls_enabled: true }),
    ).toEqual([
      'CREATE TABLE "my ""s"""."a;b" ()',
      `COMMENT ON TABLE "my ""s"""."a;b" IS 'it''s'`,
      'ALTER TABLE "my ""s"""."a;b" ENABLE ROW LEVEL SECURITY',
    ]);
    expect(createTable({ schema: 'public', name: 't' })).toEqual(['CREATE TABLE "public"."t" ()']);
  });

  it('alters properties first, then renames, then moves under the new name', () => {
    expect(
      alterTable(
        { schema: 's', name: 't' },
        {
          name: 'u"',
          schema: 'o',
          comment: null,
          rls_enabled: false,
          rls_forced: true,
          replica_identity: 'FULL',
        },
      ),
    ).toEqual([
      'ALTER TABLE "s"."t" DISABLE ROW LEVEL SECURITY',
      'ALTER TABLE "s"."t" FORCE ROW LEVEL SECURITY',
      'ALTER TABLE "s"."t" REPLICA IDENTITY FULL',
      'COMMENT ON TABLE "s"."t" IS NULL',
      'ALTER TABLE "s"."t" RENAME TO "u"""',
      'ALTER TABLE "s"."u""" SET SCHEMA "o"',
    ]);
  });

  it('alters only what changed', () => {
    expect(alterTable({ schema: 's', name: 't' }, { name: 't', schema: 's' })).toEqual([]);
    expect(
      alterTable(
        { schema: 's', name: 't' },
        { replica_identity: 'INDEX', replica_identity_index: 't_pkey' },
      ),
    ).toEqual(['ALTER TABLE "s"."t" REPLICA IDENTITY USING INDEX "t_pkey"']);
    expect(() => alterTable({ schema: 's', name: 't' }, { replica_identity: 'INDEX' })).toThrow();
  });

  it('drops with cascade only when asked', () => {
    expect(dropTable('s', 't', true)).toBe('DROP TABLE "s"."t" CASCADE');
    expect(dropTable('s', 't', false)).toBe('DROP TABLE "s"."t" RESTRICT');
  });
});

describe('table duplication SQL', () => {
  it('copies structure and rows with every name quoted', () => {
    expect(duplicateStructure('s', 'a"b', 'c')).toBe(
      'CREATE TABLE "s"."c" (LIKE "s"."a""b" INCLUDING ALL)',
    );
    expect(copyRows('s', 'a', 'c', ['id', 'x"y'])).toBe(
      'INSERT INTO "s"."c" ("id", "x""y") OVERRIDING SYSTEM VALUE SELECT "id", "x""y" FROM "s"."a"',
    );
  });

  it('binds the table id and sequence lookup names', () => {
    expect(copyableColumns(7).values).toEqual([7]);
    const sync = syncIdentity('s', `x'y`, 'id');
    expect(sync.values).toEqual([`"s"."x'y"`, 'id']);
    expect(sync.text).toContain('pg_get_serial_sequence($1, $2)');
    expect(sync.text).toContain(`FROM "s"."x'y"`);
  });
});

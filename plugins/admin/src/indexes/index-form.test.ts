import { describe, expect, it } from 'vitest';
import {
  createBody,
  createIndexSql,
  dropIndexSql,
  INDEX_MESSAGES,
  indexNote,
  indexSearch,
  newIndexForm,
  validateIndex,
} from './index-form.js';

const table = { schema: 'a"b', name: "x'; DROP TABLE y; --" };

describe('the index form', () => {
  it('needs a table and a column, and a name Postgres would keep', () => {
    expect(validateIndex(newIndexForm())).toEqual({
      table: INDEX_MESSAGES.table,
      columns: INDEX_MESSAGES.columns,
    });
    const form = { ...newIndexForm(), tableId: 3, columns: ['a'] };
    expect(validateIndex(form)).toEqual({});
    expect(validateIndex({ ...form, name: 'n'.repeat(64) }).name).toMatch(/at most 63 bytes/);
  });

  it('sends uniqueness only for btree, and the name only when given', () => {
    const form = { ...newIndexForm(), tableId: 3, columns: ['a', 'b'], unique: true };
    expect(createBody(form)).toEqual({
      table_id: 3,
      columns: ['a', 'b'],
      method: 'btree',
      unique: true,
    });
    expect(createBody({ ...form, method: 'gin', name: ' i ' })).toEqual({
      table_id: 3,
      columns: ['a', 'b'],
      method: 'gin',
      unique: false,
      name: 'i',
    });
  });

  it('shows the statements the API runs, with every name quoted', () => {
    const form = { ...newIndexForm(), tableId: 3, columns: ['a"b'], unique: true, name: 'i"x' };
    expect(createIndexSql(table, form)).toBe(
      `CREATE UNIQUE INDEX CONCURRENTLY "i""x" ON "a""b"."x'; DROP TABLE y; --" USING btree ("a""b")`,
    );
    expect(dropIndexSql({ schema: 's', name: 'i"x' }, true)).toBe('DROP INDEX "s"."i""x" CASCADE');
  });

  it('notes invalid indexes, and unused ones that enforce nothing', () => {
    expect(indexNote({ is_valid: false, idx_scan: 9, is_unique: true })?.label).toBe('Invalid');
    expect(indexNote({ is_valid: true, idx_scan: 0, is_unique: false })?.label).toBe('Unused');
    expect(indexNote({ is_valid: true, idx_scan: 0, is_unique: true })).toBeUndefined();
    expect(indexNote({ is_valid: true, idx_scan: 3, is_unique: false })).toBeUndefined();
  });

  it('searches index and table names whatever the case', () => {
    expect(indexSearch({ name: 'pets_pkey', table: 'Pets' }, 'PETS')).toBe(true);
    expect(indexSearch({ name: 'a_idx', table: 'owners' }, 'OWN')).toBe(true);
    expect(indexSearch({ name: 'a_idx', table: 'owners' }, 'pets')).toBe(false);
  });
});

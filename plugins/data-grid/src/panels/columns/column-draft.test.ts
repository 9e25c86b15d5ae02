import { describe, expect, it } from 'vitest';
import { columnErrors, emptyColumn, hasNullableFlag, updateColumn } from './column-draft.js';

describe('columnErrors', () => {
  it('uses the spec wording for a missing name and type', () => {
    expect(columnErrors(emptyColumn())).toEqual({
      name: 'Please assign a name for your column',
      type: 'Please select a type for your column',
    });
  });

  it('refuses duplicate names and half-chosen foreign keys', () => {
    expect(columnErrors(emptyColumn({ name: 'a', type: 'text' }), ['a'])).toEqual({
      name: 'A column named "a" already exists',
    });
    const dangling = {
      schema: 'public',
      table: 'countries',
      column: '',
      onDelete: 'no action',
    } as const;
    expect(columnErrors(emptyColumn({ name: 'c', type: 'int8', foreignKey: dangling }))).toEqual({
      foreignKey: 'Please select the referenced table and column',
    });
    const complete = { ...dangling, tableId: 3, column: 'id' };
    expect(columnErrors(emptyColumn({ name: 'c', type: 'int8', foreignKey: complete }))).toEqual(
      {},
    );
  });
});

describe('updateColumn', () => {
  it('drops identity when the type is not an integer, and the default when identity is on', () => {
    const id = emptyColumn({ name: 'id', type: 'int8', isIdentity: true });
    expect(updateColumn(id, { type: 'text' }).isIdentity).toBe(false);
    expect(updateColumn(id, { isArray: true }).isIdentity).toBe(false);
    const withDefault = emptyColumn({ type: 'int4', defaultValue: '1' });
    expect(updateColumn(withDefault, { isIdentity: true }).defaultValue).toBe('');
  });

  it('shows no nullable flag for primary keys and identity columns', () => {
    expect(hasNullableFlag(emptyColumn({ isPrimaryKey: true }))).toBe(false);
    expect(hasNullableFlag(emptyColumn({ isIdentity: true }))).toBe(false);
    expect(hasNullableFlag(emptyColumn())).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyColumn } from './column-draft.js';
import { columnChanges, newColumnBody } from './column-request.js';
import { aColumn, anEnumType } from '@atrium/core/testing';
import { draftOfColumn, editableDefault } from './existing-column.js';

describe('newColumnBody', () => {
  it('sends the default with the format the spec rule gives', () => {
    const column = emptyColumn({ name: 'at', type: 'timestamptz', defaultValue: 'now()' });
    expect(newColumnBody(7, column)).toMatchObject({
      table_id: 7,
      name: 'at',
      type: 'timestamptz',
      default_value: 'now()',
      default_value_format: 'expression',
      is_nullable: true,
    });
    const label = emptyColumn({ name: 'l', type: 'text', defaultValue: 'hello world' });
    expect(newColumnBody(7, label)).toMatchObject({ default_value_format: 'literal' });
  });

  it('never sends a default for identity columns, and they are not nullable', () => {
    const id = emptyColumn({ name: 'id', type: 'int8', isIdentity: true, defaultValue: '1' });
    const body = newColumnBody(7, id);
    expect(body).not.toHaveProperty('default_value');
    expect(body.is_nullable).toBe(false);
  });
});

const stored = aColumn('label', 'text', 2, { default_value: "'it''s'::text" });

describe('editing a column', () => {
  it('reads stored defaults back as typed', () => {
    expect(editableDefault("'it''s'::text")).toBe("it's");
    expect(editableDefault("'a'::character varying")).toBe('a');
    expect(editableDefault('now()')).toBe('now()');
    expect(editableDefault(null)).toBe('');
  });

  it('maps types to picker ids: built-ins, enums of the project, arrays, and others as they are', () => {
    expect(draftOfColumn(stored, []).type).toBe('text');
    const mood = { ...stored, data_type: 'USER-DEFINED', format: 'mood', enums: ['a'] };
    const enums = [anEnumType({ enums: ['a'] })];
    expect(draftOfColumn(mood, enums).type).toBe('"public"."mood"');
    const tags = { ...stored, data_type: 'ARRAY', format: '_text' };
    expect(draftOfColumn(tags, [])).toMatchObject({ type: 'text', isArray: true });
    expect(draftOfColumn({ ...stored, format: 'citext' }, []).type).toBe('current:citext');
  });

  it('sends only what changed', () => {
    const before = draftOfColumn(stored, []);
    expect(columnChanges(before, before)).toEqual({});
    expect(columnChanges(before, { ...before, name: 'title', isUnique: true })).toEqual({
      name: 'title',
      is_unique: true,
    });
    expect(columnChanges(before, { ...before, defaultValue: '' })).toEqual({ default_value: null });
    expect(columnChanges(before, { ...before, isArray: true })).toEqual({
      type: 'text',
      is_array: true,
    });
  });
});

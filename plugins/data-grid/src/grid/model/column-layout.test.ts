import { describe, expect, it } from 'vitest';
import { apiColumn } from '../test/fake-api.js';
import { aPrimaryKey, aTable } from '@atrium/core/testing';
import { defaultColumnWidth, SELECT_COLUMN_WIDTH } from './column-width.js';
import { layoutColumns, renamedColumn, renameSavedColumn, saveLayout } from './column-layout.js';
import { buildGridColumns } from './grid-column.js';

const columns = buildGridColumns(
  [
    apiColumn('id', 'int8', 1),
    apiColumn('name', 'text', 2),
    apiColumn('born', 'date', 3),
    apiColumn('flag', 'bool', 4),
  ],
  aTable({ primary_keys: [aPrimaryKey('id')] }),
);

describe('column widths (spec section 9)', () => {
  it('defaults by category, or (name + format length) x 9 when larger', () => {
    expect(columns.map((c) => c.defaultWidth)).toEqual([120, 250, 150, 120]);
    expect(defaultColumnWidth('a_very_long_column_name', 'timestamptz', 'datetime')).toBe(
      (23 + 11) * 9,
    );
  });
});

describe('layoutColumns', () => {
  it('keeps table order and default widths without saved state', () => {
    const layout = layoutColumns(columns);
    expect(layout.map((c) => [c.column.key, c.width, c.frozen])).toEqual([
      ['id', 120, false],
      ['name', 250, false],
      ['born', 150, false],
      ['flag', 120, false],
    ]);
  });

  it('restores saved order, widths (never under 100) and frozen columns, frozen first', () => {
    const layout = layoutColumns(columns, [
      { key: 'flag', width: 40 },
      { key: 'gone', width: 300 },
      { key: 'born', width: 210, frozen: true },
      { key: 'id' },
    ]);
    expect(layout.map((c) => [c.column.key, c.width, c.frozen, c.left])).toEqual([
      ['born', 210, true, SELECT_COLUMN_WIDTH],
      ['flag', 100, false, undefined],
      ['id', 120, false, undefined],
      ['name', 250, false, undefined],
    ]);
    expect(saveLayout(layout)[0]).toEqual({ key: 'born', width: 210, frozen: true });
  });

  it('marks only non-key, updatable columns editable', () => {
    expect(columns.map((c) => c.isEditable)).toEqual([false, true, true, true]);
    const [view] = buildGridColumns(
      [apiColumn('v', 'text', 1, { is_updatable: false })],
      undefined,
    );
    expect(view!.isEditable).toBe(false);
  });
});

describe('a renamed column', () => {
  it('keeps its saved width, place and frozen state under the new name', () => {
    const saved = [
      { key: 'name', width: 300, frozen: true },
      { key: 'flag', width: 140 },
    ];
    const renamed = buildGridColumns(
      [
        apiColumn('id', 'int8', 1),
        apiColumn('title', 'text', 2),
        apiColumn('born', 'date', 3),
        apiColumn('flag', 'bool', 4),
      ],
      aTable({ primary_keys: [aPrimaryKey('id')] }),
    );
    const rename = renamedColumn({ before: 'name', name: 'title' })!;
    const layout = layoutColumns(renamed, renameSavedColumn(saved, rename));
    expect(layout.map((c) => [c.column.key, c.width, c.frozen])).toEqual([
      ['title', 300, true],
      ['flag', 140, false],
      ['id', 120, false],
      ['born', 150, false],
    ]);
  });

  it('is no rename when the name stayed or the column is new', () => {
    expect(renamedColumn({ before: 'name', name: 'name' })).toBeUndefined();
    expect(renamedColumn({ name: 'name' })).toBeUndefined();
  });
});

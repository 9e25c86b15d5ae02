import { describe, expect, it } from 'vitest';
import { Appended } from '../../data/appended.js';
import {
  isSelected,
  noSelection,
  selectColumn,
  selectedInColumn,
  selectedItems,
  selectRows,
  toggleRow,
  unselectColumn,
} from './selection.js';
import type { StorageItem } from './storage-item.js';

const item = (folder: string, name: string, type: StorageItem['type'] = 'FILE'): StorageItem => ({
  name,
  path: folder === '' ? name : `${folder}/${name}`,
  type,
  status: 'READY',
  isCorrupted: false,
  size: 1,
  mimetype: null,
  createdAt: null,
  updatedAt: null,
});

const docs = Appended.of([item('docs', 'sub', 'FOLDER'), item('docs', 'a'), item('docs', 'b')]);
const row = (index: number, items = docs) => ({ item: items.at(index)!, index });

describe('the explorer selection', () => {
  it('toggles a row and adds a range of files, not folders', () => {
    const one = toggleRow(noSelection, 'docs', row(1), docs);
    expect(one.size).toBe(1);
    expect(isSelected(one, 'docs', row(1), docs)).toBe(true);
    expect(toggleRow(one, 'docs', row(1), docs).size).toBe(0);
    const range = selectRows(noSelection, 'docs', [row(0), row(1), row(2)], docs);
    expect(selectedItems(range).map((i) => i.name)).toEqual(['a', 'b']);
  });

  it("selects a whole column's files, grown pages left out, and unticks one of them", () => {
    const all = selectColumn(toggleRow(noSelection, 'docs', row(1), docs), 'docs', docs, 2);
    expect(all.size).toBe(2);
    const grown = docs.append([item('docs', 'c')]);
    expect(isSelected(all, 'docs', row(2, grown), grown)).toBe(true);
    expect(isSelected(all, 'docs', row(3, grown), grown)).toBe(false);
    expect(isSelected(all, 'docs', row(0, grown), grown)).toBe(false);
    const less = toggleRow(all, 'docs', row(1, grown), grown);
    expect(less.size).toBe(1);
    expect(selectedInColumn(less, 'docs')).toBe(1);
    expect(selectedItems(less).map((i) => i.name)).toEqual(['b']);
    // A file listed after 'Select all' is picked on its own.
    const more = toggleRow(less, 'docs', row(3, grown), grown);
    expect(selectedItems(more).map((i) => i.name)).toEqual(['c', 'b']);
    expect(selectedInColumn(more, 'docs')).toBe(2);
    expect(unselectColumn(more, 'docs').size).toBe(0);
  });

  it('knows a whole column by path once its listing was read afresh', () => {
    const all = selectColumn(noSelection, 'docs', docs, 2);
    const reread = Appended.of([item('docs', 'a'), item('docs', 'new'), item('docs', 'b')]);
    expect(isSelected(all, 'docs', row(0, reread), reread)).toBe(true);
    expect(isSelected(all, 'docs', row(1, reread), reread)).toBe(false);
    expect(isSelected(all, 'other', row(0, reread), reread)).toBe(false);
  });
});

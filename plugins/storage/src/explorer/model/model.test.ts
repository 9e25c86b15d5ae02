import { describe, expect, it } from 'vitest';
import { columnFolder, openFolder, parseOpenPath } from './folder-path.js';
import { formatBytes } from './format-bytes.js';
import { moveFocus } from './keyboard-focus.js';
import { defaultPreferences, parsePreferences } from './preferences.js';
import type { ListedEntry } from '../../data/listed-entry.js';
import { STUCK_FILE_MS, toStorageItem } from './storage-item.js';

const created = '2026-11-27T08:00:00.000Z';
const file = (metadata: ListedEntry['metadata']): ListedEntry => ({
  name: 'a.png',
  id: '5f0c7d1e-0000-4000-8000-000000000000',
  created_at: created,
  updated_at: created,
  last_accessed_at: created,
  metadata,
});

describe('toStorageItem', () => {
  it('reads a folder (id null) with its path under the listed folder', () => {
    const item = toStorageItem({ ...file(null), name: 'docs', id: null }, 'top', 0);
    expect(item).toMatchObject({ type: 'FOLDER', path: 'top/docs', status: 'READY' });
  });

  it('reads a file with its size and type', () => {
    const item = toStorageItem(file({ size: 12, mimetype: 'image/png' }), '', Date.parse(created));
    expect(item).toMatchObject({ type: 'FILE', path: 'a.png', size: 12, mimetype: 'image/png' });
    expect(item.isCorrupted).toBe(false);
  });

  it('shows a file without metadata as loading for 15 minutes, then as corrupted', () => {
    const start = Date.parse(created);
    expect(toStorageItem(file(null), '', start + STUCK_FILE_MS - 1)).toMatchObject({
      status: 'LOADING',
      isCorrupted: false,
    });
    expect(toStorageItem(file(null), '', start + STUCK_FILE_MS)).toMatchObject({
      status: 'READY',
      isCorrupted: true,
    });
  });
});

describe('the open path', () => {
  it('lists the root in column 0 and each opened folder after it', () => {
    const path = parseOpenPath('/a/b/');
    expect(path).toEqual(['a', 'b']);
    expect([0, 1, 2].map((column) => columnFolder(path, column))).toEqual(['', 'a', 'a/b']);
  });

  it('closes the columns after the one a folder is opened in', () => {
    expect(openFolder(['a', 'b', 'c'], 1, 'x')).toEqual(['a', 'x']);
  });
});

describe('formatBytes', () => {
  it('uses the spec units at factor 1024, capped at GB', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10_000_000)).toBe('9.54 MB');
    expect(formatBytes(5 * 1024 ** 4)).toBe('5120 GB');
  });
});

describe('parsePreferences', () => {
  it('falls back field by field on anything it cannot read', () => {
    expect(parsePreferences(null)).toEqual(defaultPreferences);
    expect(parsePreferences('not json')).toEqual(defaultPreferences);
    expect(parsePreferences('{"view":"LIST","sortBy":"size","sortByOrder":"desc"}')).toEqual({
      view: 'LIST',
      sortBy: 'name',
      sortByOrder: 'desc',
    });
  });
});

describe('moveFocus', () => {
  const columns = [
    { count: 3, openIndex: 2 },
    { count: 2, openIndex: -1 },
  ];

  it('moves through a column and stops at its ends', () => {
    expect(moveFocus({ column: 0, index: 2 }, 'ArrowDown', columns)).toEqual({
      column: 0,
      index: 2,
    });
    expect(moveFocus({ column: 0, index: 0 }, 'ArrowUp', columns)).toEqual({ column: 0, index: 0 });
    expect(moveFocus({ column: 0, index: 0 }, 'ArrowDown', columns)).toEqual({
      column: 0,
      index: 1,
    });
  });

  it('moves right into the opened folder and left back to it', () => {
    expect(moveFocus({ column: 0, index: 1 }, 'ArrowRight', columns)).toEqual({
      column: 1,
      index: 0,
    });
    expect(moveFocus({ column: 1, index: 1 }, 'ArrowLeft', columns)).toEqual({
      column: 0,
      index: 2,
    });
    expect(moveFocus({ column: 1, index: 0 }, 'ArrowRight', columns)).toEqual({
      column: 1,
      index: 0,
    });
  });
});

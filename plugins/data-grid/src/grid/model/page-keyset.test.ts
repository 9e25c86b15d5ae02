import { describe, expect, it } from 'vitest';
import { pageKeyset } from './page-keyset.js';

const rows = [
  { id: 11, name: 'a' },
  { id: 12, name: 'b' },
];

describe('pageKeyset', () => {
  it('fetches the next page after the last key and the previous before the first', () => {
    expect(pageKeyset(3, 4, rows, ['id'], 0)).toEqual({ direction: 'after', key: { id: 12 } });
    expect(pageKeyset(3, 2, rows, ['id'], 0)).toEqual({ direction: 'before', key: { id: 11 } });
    expect(pageKeyset(3, 4, rows, ['id', 'name'], 0)).toEqual({
      direction: 'after',
      key: { id: 12, name: 'b' },
    });
  });

  it('falls back to an offset for jumps, sorted rows, tables without a key or an empty page', () => {
    expect(pageKeyset(3, 9, rows, ['id'], 0)).toBeUndefined();
    expect(pageKeyset(3, 4, rows, ['id'], 1)).toBeUndefined();
    expect(pageKeyset(3, 4, rows, [], 0)).toBeUndefined();
    expect(pageKeyset(3, 4, [], ['id'], 0)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { rowMenuArgs } from './row-menu-args.js';

const table = { id: 7, schema: 'public', name: 'pets' };

describe('rowMenuArgs', () => {
  it('gives the row’s primary key, column to value, in key order', () => {
    const row = { name: 'Rex', owner: 3, id: 'a1', kind: 'dog' };
    const args = rowMenuArgs(row, table, ['owner', 'id']);
    expect(args).toEqual({ row, table, primaryKey: { owner: 3, id: 'a1' } });
    expect(Object.keys(args.primaryKey!)).toEqual(['owner', 'id']);
  });

  it('gives no primary key for a table without one', () => {
    expect(rowMenuArgs({ name: 'Rex' }, table, []).primaryKey).toBeUndefined();
  });
});

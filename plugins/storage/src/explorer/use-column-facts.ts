import { useMemo, useRef } from 'react';
import type { Appended } from '../data/appended.js';
import type { StorageItem } from './model/storage-item.js';

/** What a column shows beside its rows: its files, their total size, the open folder's row. */
export interface ColumnFacts {
  readonly files: number;
  readonly totalSize: number;
  /** The row of the folder `openName`, or -1. */
  readonly openIndex: number;
}

interface Counted extends ColumnFacts {
  readonly items: Appended<StorageItem>;
  readonly openName: string | undefined;
}

/**
 * The column's facts, counted over a new page only when the listing grew from the one counted
 * before (the same open folder asked), so each page of 100,000 objects costs its own 200 rows.
 */
export function useColumnFacts(
  items: Appended<StorageItem>,
  openName: string | undefined,
): ColumnFacts {
  const counted = useRef<Counted | null>(null);
  return useMemo(() => {
    const before = counted.current;
    const grown = before !== null && before.openName === openName && before.items.isPrefixOf(items);
    let { files, totalSize, openIndex } = grown
      ? before
      : { files: 0, totalSize: 0, openIndex: -1 };
    for (let index = grown ? before.items.length : 0; index < items.length; index++) {
      const item = items.at(index)!;
      if (item.type === 'FILE') files += 1;
      totalSize += item.size ?? 0;
      if (openIndex === -1 && item.type === 'FOLDER' && item.name === openName) openIndex = index;
    }
    counted.current = { items, openName, files, totalSize, openIndex };
    return { files, totalSize, openIndex };
  }, [items, openName]);
}

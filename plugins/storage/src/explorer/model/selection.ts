import type { Appended } from '../../data/appended.js';
import type { StorageItem } from './storage-item.js';

/**
 * 'Select all' of a column: its items as listed when pressed (pages loaded later are not in it),
 * less the files unticked since. Held as the listing itself, so selecting a column of 100,000
 * files copies and hashes none of them.
 */
interface WholeColumn {
  readonly items: Appended<StorageItem>;
  /** How many of `items` are files. */
  readonly files: number;
  readonly except: ReadonlySet<string>;
}

/** The explorer's selection: items picked one by one (or by a range), and whole columns' files. */
export interface Selection {
  readonly picked: ReadonlyMap<string, StorageItem>;
  /** By the column's folder. */
  readonly columns: ReadonlyMap<string, WholeColumn>;
  /** How many items are selected. */
  readonly size: number;
}

/** One row of a column: the item and where it is in the column's listing. */
export interface ColumnRow {
  readonly item: StorageItem;
  readonly index: number;
}

function selection(
  picked: ReadonlyMap<string, StorageItem>,
  columns: ReadonlyMap<string, WholeColumn>,
): Selection {
  let size = picked.size;
  for (const whole of columns.values()) size += whole.files - whole.except.size;
  return { picked, columns, size };
}

export const noSelection: Selection = selection(new Map(), new Map());

/** The files of a whole column's listing, by path, made once when asked (after a refetch). */
const pathsOf = new WeakMap<WholeColumn, ReadonlySet<string>>();

/**
 * Whether the row is one of the column's when 'Select all' was pressed: by its index while the
 * column's listing has only grown since, by its path once it was read afresh.
 */
function covers(whole: WholeColumn, row: ColumnRow, items: Appended<StorageItem>): boolean {
  if (row.item.type !== 'FILE') return false;
  if (whole.items.isPrefixOf(items)) return row.index < whole.items.length;
  let paths = pathsOf.get(whole);
  if (!paths) {
    paths = new Set([...whole.items].filter((i) => i.type === 'FILE').map((i) => i.path));
    pathsOf.set(whole, paths);
  }
  return paths.has(row.item.path);
}

/** Whether the row of the column of `folder` (listing `items`) is selected. */
export function isSelected(
  current: Selection,
  folder: string,
  row: ColumnRow,
  items: Appended<StorageItem>,
): boolean {
  if (current.picked.has(row.item.path)) return true;
  const whole = current.columns.get(folder);
  return whole !== undefined && !whole.except.has(row.item.path) && covers(whole, row, items);
}

/** The selection with the row's file added (`select`) or taken out. */
function withRow(
  current: Selection,
  folder: string,
  row: ColumnRow,
  items: Appended<StorageItem>,
  select: boolean,
): Selection {
  const path = row.item.path;
  const whole = current.columns.get(folder);
  if (whole && covers(whole, row, items)) {
    if (whole.except.has(path) !== select) return current;
    const except = new Set(whole.except);
    if (select) except.delete(path);
    else except.add(path);
    return selection(current.picked, new Map(current.columns).set(folder, { ...whole, except }));
  }
  if (current.picked.has(path) === select) return current;
  const picked = new Map(current.picked);
  if (select) picked.set(path, row.item);
  else picked.delete(path);
  return selection(picked, current.columns);
}

/** A row's checkbox (or Space on it): selected if it was not, else not. */
export const toggleRow = (
  current: Selection,
  folder: string,
  row: ColumnRow,
  items: Appended<StorageItem>,
) => withRow(current, folder, row, items, !isSelected(current, folder, row, items));

/** A shift-click range: its files added to the selection (folders have no checkbox). */
export function selectRows(
  current: Selection,
  folder: string,
  rows: readonly ColumnRow[],
  items: Appended<StorageItem>,
): Selection {
  let next = current;
  for (const row of rows) {
    if (row.item.type === 'FILE') next = withRow(next, folder, row, items, true);
  }
  return next;
}

/** Whether the item is a file directly in `folder` ('' for the bucket's root). */
function isFileIn(item: StorageItem, folder: string) {
  const prefix = folder === '' ? '' : `${folder}/`;
  return (
    item.type === 'FILE' &&
    item.path.length === prefix.length + item.name.length &&
    item.path.startsWith(prefix)
  );
}

/** The picked items but the files of `folder`. */
function pickedOutside(current: Selection, folder: string) {
  const kept = new Map<string, StorageItem>();
  for (const [path, item] of current.picked) if (!isFileIn(item, folder)) kept.set(path, item);
  return kept;
}

/** 'Select all' of the column of `folder`: its `files` files of `items`, in O(1). */
export function selectColumn(
  current: Selection,
  folder: string,
  items: Appended<StorageItem>,
  files: number,
): Selection {
  const whole: WholeColumn = { items, files, except: new Set() };
  return selection(pickedOutside(current, folder), new Map(current.columns).set(folder, whole));
}

/** The second click of 'Select all': none of the column's files. */
export function unselectColumn(current: Selection, folder: string): Selection {
  const columns = new Map(current.columns);
  columns.delete(folder);
  return selection(pickedOutside(current, folder), columns);
}

/** How many files of the column of `folder` are selected ('Select all' counts files only). */
export function selectedInColumn(current: Selection, folder: string): number {
  const whole = current.columns.get(folder);
  let count = whole ? whole.files - whole.except.size : 0;
  for (const item of current.picked.values()) if (isFileIn(item, folder)) count += 1;
  return count;
}

/** The selected items, for an action on them (made when asked: a whole column is walked). */
export function selectedItems(current: Selection): StorageItem[] {
  const items = [...current.picked.values()];
  for (const whole of current.columns.values()) {
    for (const item of whole.items) {
      if (item.type === 'FILE' && !whole.except.has(item.path)) items.push(item);
    }
  }
  return items;
}

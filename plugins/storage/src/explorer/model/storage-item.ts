import type { ListedEntry } from '../../data/listed-entry.js';

/** How long an object without metadata may still be uploading before it counts as corrupted. */
export const STUCK_FILE_MS = 15 * 60 * 1000;

/** An entry as the explorer shows it (spec §3, storage item). */
export interface StorageItem {
  readonly name: string;
  /** The object's path in its bucket, folders without a trailing slash. */
  readonly path: string;
  readonly type: 'FILE' | 'FOLDER';
  /** A file without metadata younger than 15 minutes is still uploading. */
  readonly status: 'READY' | 'LOADING';
  /** A file without metadata 15 minutes or older: its upload never finished. */
  readonly isCorrupted: boolean;
  readonly size: number | null;
  readonly mimetype: string | null;
  readonly createdAt: string | null;
  readonly updatedAt: string | null;
}

/** The explorer's item for a listed entry of folder `folder` ('' at the bucket's root), at `now`. */
export function toStorageItem(entry: ListedEntry, folder: string, now: number): StorageItem {
  // Joined, not concatenated: a flat string, so hashing it (the selection is a Map by path) does
  // not first copy it, which at 'Select all' of 100,000 files was most of the work.
  const path = folder === '' ? entry.name : [folder, entry.name].join('/');
  const base = { name: entry.name, path, createdAt: entry.created_at, updatedAt: entry.updated_at };
  if (entry.id === null) {
    return {
      ...base,
      type: 'FOLDER',
      status: 'READY',
      isCorrupted: false,
      size: null,
      mimetype: null,
    };
  }
  const metadata = entry.metadata;
  const age = now - Date.parse(entry.created_at ?? entry.updated_at ?? '');
  const missing = metadata === null;
  return {
    ...base,
    type: 'FILE',
    status: missing && age < STUCK_FILE_MS ? 'LOADING' : 'READY',
    isCorrupted: missing && !(age < STUCK_FILE_MS),
    size: metadata?.size ?? null,
    mimetype: metadata?.mimetype ?? null,
  };
}

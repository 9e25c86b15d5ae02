import { useCallback, useEffect, useRef } from 'react';
import { readJson, useProjectQuery } from '@atrium/core/plugin-api';
import { Appended } from './appended.js';
import { listedEntries, type ListedEntry } from './listed-entry.js';
import { storageObjectsApi } from './objects-api.js';
import { FOLDER_PAGE_SIZE, objectKeys, type FolderQuery } from './objects-queries.js';

/** The list route's largest page: a refetch reads again what is shown in pages of this size. */
const REREAD_PAGE = 1000;

/** A folder's entries read so far, as what the caller makes of them. */
export interface FolderListing<T> {
  readonly items: Appended<T>;
  /** How many entries the route answered (those made into nothing included). */
  readonly read: number;
  /** The last entry read, as the route's cursor names it: a folder's name with its `/`. */
  readonly cursor: string | undefined;
  /** The last page was full (spec §9): there may be more. */
  readonly hasMore: boolean;
}

/**
 * A folder's entries, a page of 200 at first and one more at each `loadMore()` ('more items', or
 * the column scrolled to its end), each page made into items by `make` (which may drop an entry)
 * and added to those shown without copying them. Sorted by name, a page starts after the last
 * entry read (the route's cursor), so the 500th page of 100,000 objects costs the server what the
 * first does; sorted by a date, by offset. A refetch (after a change, or a retry) reads again as
 * many entries as are shown, in pages of 1,000.
 */
export function useFolderListing<T>(
  query: FolderQuery,
  make: (entries: readonly ListedEntry[]) => readonly T[],
) {
  /** What this column's last read answered: what the next page follows. */
  const latest = useRef<FolderListing<T> | undefined>(undefined);
  const grow = useRef(false);
  const listing = useProjectQuery(
    objectKeys.folder(query),
    async (_pgMeta, clientOf): Promise<FolderListing<T>> => {
      const api = clientOf(storageObjectsApi);
      const byName = query.sortBy === 'name';
      const readAfter = async (before: FolderListing<T>, limit: number) => {
        const response = await api.list(query.bucketId, {
          path: query.folder,
          options: {
            limit,
            offset: byName ? 0 : before.read,
            ...(byName && before.cursor !== undefined ? { cursor: before.cursor } : {}),
            search: query.search,
            sortBy: { column: query.sortBy, order: query.sortByOrder },
          },
        });
        const entries = listedEntries(await readJson(response));
        const last = entries.at(-1);
        return {
          items: before.items.append(make(entries)),
          read: before.read + entries.length,
          cursor: last ? (last.id === null ? `${last.name}/` : last.name) : before.cursor,
          hasMore: entries.length === limit,
        };
      };
      const previous = latest.current;
      const growing = grow.current;
      grow.current = false;
      let next: FolderListing<T>;
      if (growing && previous?.hasMore) {
        next = await readAfter(previous, FOLDER_PAGE_SIZE);
      } else {
        const wanted = Math.max(previous?.read ?? 0, FOLDER_PAGE_SIZE);
        next = { items: Appended.of([]), read: 0, cursor: undefined, hasMore: true };
        while (next.hasMore && next.read < wanted) {
          next = await readAfter(next, Math.min(REREAD_PAGE, wanted - next.read));
        }
      }
      latest.current = next;
      return next;
    },
    {
      revalidateOnFocus: false,
      // Every answer is a new listing: SWR's default deep comparison would hash all 100,000
      // entries (and keep the hash) at every page, a main-thread task of hundreds of ms.
      compare: (a: FolderListing<T> | undefined, b: FolderListing<T> | undefined) => a === b,
    },
  );
  // A listing SWR had cached (the column opened again) is what the next page follows too.
  useEffect(() => {
    if (listing.data && latest.current === undefined) latest.current = listing.data;
  }, [listing.data]);
  const { mutate } = listing;
  const loading = useRef(false);
  const loadMore = useCallback(() => {
    // One page at a time: the end of the list may be reached again while one is on its way.
    if (!latest.current?.hasMore || loading.current) return;
    loading.current = true;
    grow.current = true;
    void mutate().finally(() => (loading.current = false));
  }, [mutate]);
  return { ...listing, loadMore };
}

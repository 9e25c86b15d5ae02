import { useCallback, useEffect, useRef } from 'react';
import { readJson, useProjectQuery } from '@atrium/core/plugin-api';
import { objects } from './keys.js';
import { storageObjectsApi, type SortColumn, type SortOrder } from './objects-api.js';
import { listedEntries, type ListedEntry } from './listed-entry.js';

/** A folder listing's page (spec §9): a full page means there may be more. */
export const FOLDER_PAGE_SIZE = 200;

export interface FolderQuery {
  readonly bucketId: string;
  /** The folder, '' for the bucket's root. */
  readonly folder: string;
  readonly search: string;
  readonly sortBy: SortColumn;
  readonly sortByOrder: SortOrder;
}

export const objectKeys = {
  folder: (query: FolderQuery) =>
    objects.key(
      'folder',
      query.bucketId,
      query.folder,
      query.search,
      query.sortBy,
      query.sortByOrder,
    ),
};

/** A folder's first `pages` pages, as shown. */
export interface FolderListing {
  readonly entries: readonly ListedEntry[];
  readonly hasMore: boolean;
  readonly pages: number;
}

/**
 * A folder's entries, a page of 200 at first and one more at each `loadMore()` ('more items', or
 * the column scrolled to its end). Growing asks only for the new page and appends it to those
 * shown, so reaching the end of 100,000 objects costs one request per page and one cached answer;
 * a refetch (after a change, or a retry) asks again for every page shown, side by side.
 */
export function useFolderEntries(query: FolderQuery) {
  const wanted = useRef(1);
  const shown = useRef<FolderListing | undefined>(undefined);
  const listing = useProjectQuery(
    objectKeys.folder(query),
    async (_pgMeta, clientOf): Promise<FolderListing> => {
      const api = clientOf(storageObjectsApi);
      const listPage = async (page: number) => {
        const response = await api.list(query.bucketId, {
          path: query.folder,
          options: {
            limit: FOLDER_PAGE_SIZE,
            offset: page * FOLDER_PAGE_SIZE,
            search: query.search,
            sortBy: { column: query.sortBy, order: query.sortByOrder },
          },
        });
        return listedEntries(await readJson(response));
      };
      const pages = wanted.current;
      const kept = shown.current?.pages === pages - 1 ? shown.current.entries : undefined;
      const fresh = kept
        ? [await listPage(pages - 1)]
        : await Promise.all(Array.from({ length: pages }, (_, page) => listPage(page)));
      const last = fresh[fresh.length - 1] ?? [];
      return {
        entries: kept ? kept.concat(last) : fresh.flat(),
        hasMore: last.length === FOLDER_PAGE_SIZE,
        pages,
      };
    },
    {
      revalidateOnFocus: false,
      // Every answer is a new listing: SWR's default deep comparison would hash all 100,000
      // entries (and keep the hash) at every page, a main-thread task of hundreds of ms.
      compare: (a: FolderListing | undefined, b: FolderListing | undefined) => a === b,
    },
  );
  useEffect(() => {
    shown.current = listing.data;
    if (listing.data) wanted.current = listing.data.pages;
  }, [listing.data]);
  const { mutate } = listing;
  const growing = useRef(false);
  const loadMore = useCallback(() => {
    const current = shown.current;
    // One page at a time: the end of the list may be reached again while one is on its way.
    if (!current?.hasMore || growing.current) return;
    growing.current = true;
    wanted.current = current.pages + 1;
    void mutate().finally(() => (growing.current = false));
  }, [mutate]);
  return { ...listing, loadMore };
}

/** A preview address and when it stops working (spec §3, file preview cache). */
export interface PreviewUrl {
  readonly url: string;
  /** Epoch milliseconds; Infinity for a public URL. */
  readonly expiresAt: number;
}

/**
 * A file's preview address: its public URL in a public bucket, else a URL signed for
 * `expiresIn` seconds (a year, spec §9), cached per file so reopening the preview does not sign
 * again, and signed afresh once the cached one has expired (spec §4).
 */
export function usePreviewUrl(
  bucketId: string,
  path: string | null,
  isPublic: boolean,
  expiresIn: number,
) {
  const query = useProjectQuery(
    path === null ? null : objects.key('preview-url', bucketId, path, isPublic),
    async (_pgMeta, clientOf): Promise<PreviewUrl> => {
      const api = clientOf(storageObjectsApi);
      // Counted from before the request, so the URL is never kept past its real end.
      const signedAt = Date.now();
      const body: unknown = await readJson(
        isPublic
          ? await api.publicUrl(bucketId, path!)
          : await api.sign(bucketId, path!, expiresIn),
      );
      const url = (body as Record<string, unknown> | null)?.[isPublic ? 'publicUrl' : 'signedUrl'];
      if (typeof url !== 'string') throw new Error('The answer has no URL');
      return { url, expiresAt: isPublic ? Infinity : signedAt + expiresIn * 1000 };
    },
    // A cached URL that still works is reused as it is; the effect below replaces an expired one.
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
  const expired = query.data !== undefined && query.data.expiresAt <= Date.now();
  const { mutate } = query;
  useEffect(() => {
    if (expired) void mutate();
  }, [expired, mutate]);
  return { ...query, data: expired ? undefined : query.data?.url };
}

/** A text file's content for the preview (the download route's bytes, as text). */
export function usePreviewText(bucketId: string, path: string | null) {
  return useProjectQuery(
    path === null ? null : objects.key('preview-text', bucketId, path),
    async (_pgMeta, clientOf) => {
      const response = await clientOf(storageObjectsApi).download(bucketId, path!);
      if (!response.ok) await readJson(response);
      return response.text();
    },
    { revalidateOnFocus: false },
  );
}

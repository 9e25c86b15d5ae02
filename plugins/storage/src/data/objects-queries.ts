import { readJson, useProjectQuery } from '@atrium/core/plugin-api';
import { objects } from './keys.js';
import { storageObjectsApi, type SortColumn, type SortOrder } from './objects-api.js';
import { listedEntries } from './listed-entry.js';

/** A folder listing's page (spec §9): a full page means there may be more. */
export const FOLDER_PAGE_SIZE = 200;

export interface FolderQuery {
  readonly bucketId: string;
  /** The folder, '' for the bucket's root. */
  readonly folder: string;
  readonly search: string;
  readonly sortBy: SortColumn;
  readonly sortByOrder: SortOrder;
  /** How many pages of 200 to show ('more items' adds one). */
  readonly pages: number;
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
      query.pages,
    ),
};

/**
 * The first `pages` pages of a folder, asked for side by side. The previous answer stays shown
 * while more pages load, so 'more items' appends instead of blanking the column.
 */
export function useFolderEntries(query: FolderQuery) {
  return useProjectQuery(
    objectKeys.folder(query),
    async (_pgMeta, clientOf) => {
      const api = clientOf(storageObjectsApi);
      const pages = await Promise.all(
        Array.from({ length: query.pages }, async (_, page) => {
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
        }),
      );
      const last = pages[pages.length - 1] ?? [];
      return { entries: pages.flat(), hasMore: last.length === FOLDER_PAGE_SIZE };
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

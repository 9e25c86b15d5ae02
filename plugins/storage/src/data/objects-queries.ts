import { useEffect } from 'react';
import { readJson, useProjectQuery } from '@atrium/core/plugin-api';
import { objects } from './keys.js';
import { storageObjectsApi, type SortColumn, type SortOrder } from './objects-api.js';

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

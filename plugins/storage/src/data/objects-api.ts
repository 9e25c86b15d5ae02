import { defineApiArea, storageAdminClient } from '@atrium/core/plugin-api';

/**
 * The storage module's dashboard routes for one project (`/platform/storage/{ref}/...`), as the
 * file explorer calls them: the session's token, storage admin grants checked by the server.
 */
export const storageObjectsApi = defineApiArea({
  name: 'storage-objects',
  connect: (origin, ref, options) => {
    const storage = storageAdminClient(origin, options).storage[':ref'];
    const bucket = (id: string) => ({ param: { ref, id } });
    return {
      list: (id: string, body: ListBody) =>
        storage.buckets[':id'].objects.list.$post(bucket(id), jsonInit(body)),
      /** The upload route's URL for `path` (sent with XMLHttpRequest, for its progress). */
      uploadUrl: (id: string, path: string) => {
        const url = storage.buckets[':id'].objects.upload.$url(bucket(id));
        url.searchParams.set('path', path);
        return url;
      },
      /** The resumable (tus) upload route's URL, where files over 6 MB go. */
      resumableUrl: () => storage.upload.resumable.$url({ param: { ref } }).toString(),
      sign: (id: string, path: string, expiresIn: number) =>
        storage.buckets[':id'].objects.sign.$post(bucket(id), jsonInit({ path, expiresIn })),
      publicUrl: (id: string, path: string) =>
        storage.buckets[':id'].objects['public-url'].$post(bucket(id), jsonInit({ path })),
      download: (id: string, path: string) =>
        storage.buckets[':id'].objects.download.$post(bucket(id), jsonInit({ path })),
      /** Files and folders as one zip, streamed by the API. */
      zip: (id: string, paths: readonly string[]) =>
        storage.buckets[':id'].objects.zip.$post(bucket(id), jsonInit({ paths })),
      move: (id: string, from: string, to: string) =>
        storage.buckets[':id'].objects.move.$post(bucket(id), jsonInit({ from, to })),
      remove: (id: string, paths: readonly string[]) =>
        storage.buckets[':id'].objects.$delete(bucket(id), jsonInit({ paths })),
    };
  },
});

/** What the list route reads (storage-js's `list(path, options)`). */
export interface ListBody {
  readonly path: string;
  readonly options: {
    readonly limit: number;
    readonly offset: number;
    /** Sorted by name: the entries after this one (a folder's name with its `/`). */
    readonly cursor?: string;
    readonly search: string;
    readonly sortBy: { readonly column: SortColumn; readonly order: SortOrder };
  };
}

export type SortColumn = 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
export type SortOrder = 'asc' | 'desc';

/** The routes read their JSON bodies themselves (no validator), so the body goes in the request. */
const jsonInit = (body: unknown) => ({
  init: { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
});

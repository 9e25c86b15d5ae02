import { readJson, useProjectMutation } from '@atrium/core/plugin-api';
import { storageObjectsApi } from './objects-api.js';

/*
 * Reads made on a press, never cached (a signed URL is new each time, a download is its bytes):
 * through the mutation hook for its error toast and its project, refetching nothing.
 */

export interface UrlRequest {
  readonly bucketId: string;
  readonly path: string;
  /** Seconds the signed URL is valid for; null asks for the public URL (public buckets). */
  readonly expiresIn: number | null;
}

/** A file's public URL, or a signed one valid for `expiresIn` seconds. */
export function useObjectUrl() {
  return useProjectMutation(
    async ({ bucketId, path, expiresIn }: UrlRequest, _pgMeta, clientOf) => {
      const api = clientOf(storageObjectsApi);
      return expiresIn === null
        ? urlOf(await readJson(await api.publicUrl(bucketId, path)), 'publicUrl')
        : urlOf(await readJson(await api.sign(bucketId, path, expiresIn)), 'signedUrl');
    },
    { invalidates: [], errorToast: 'Failed to fetch signed url preview' },
  );
}

/** A file's bytes, for the browser to save. */
export function useDownloadObject() {
  return useProjectMutation(
    async ({ bucketId, path }: { bucketId: string; path: string }, _pgMeta, clientOf) => {
      const response = await clientOf(storageObjectsApi).download(bucketId, path);
      // An error answer is JSON: readJson throws it with the server's message.
      if (!response.ok) await readJson(response);
      return response.blob();
    },
    {
      invalidates: [],
      errorToast: (_error, { path }) => `Failed to download ${path.split('/').pop()}`,
    },
  );
}

/** The URL field of a route's answer, which its types leave open. */
function urlOf(body: unknown, field: 'publicUrl' | 'signedUrl'): string {
  const url = (body as Record<string, unknown> | null)?.[field];
  if (typeof url !== 'string') throw new Error(`The answer has no ${field}`);
  return url;
}

import { messageOf, UploadError } from './send-file.js';

/** Files over 6 MB go through tus, as the hosted dashboard sends them, in chunks of that size. */
export const RESUMABLE_ABOVE = 6 * 1024 * 1024;
const CHUNK_SIZE = 6 * 1024 * 1024;

/** A dropped connection is tried again after these delays before the upload fails. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

export interface ResumableTarget {
  /** The dashboard's tus route of the project (`/platform/storage/{ref}/upload/resumable`). */
  readonly endpoint: string;
  readonly bucketId: string;
  readonly path: string;
}

/**
 * Sends one large file with tus (`tus-js-client`, loaded with the first large file) to the
 * dashboard's resumable route, signed in with a fresh session token on every request, so the
 * browser holds no project key. Its upload URL is kept in `localStorage` under a fingerprint of
 * the project, bucket, path and the file itself, so the same file dropped on the same folder after
 * a reload resumes from the server's offset; it is forgotten once the upload succeeds. Aborting
 * `signal` abandons the upload on the server and rejects with an `AbortError`.
 */
export async function sendResumable(
  target: ResumableTarget,
  file: Blob,
  onProgress: (sent: number) => void,
  { accessToken, signal }: { accessToken: () => Promise<string | undefined>; signal: AbortSignal },
): Promise<void> {
  const { Upload } = await import('tus-js-client');
  const cancelled = () => new DOMException('Upload cancelled', 'AbortError');
  if (signal.aborted) throw cancelled();
  const named = file as Partial<File>;
  const fingerprint = [
    'atrium-storage',
    target.endpoint,
    target.bucketId,
    target.path,
    file.size,
    named.lastModified ?? '',
  ].join(':');
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: target.endpoint,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      metadata: {
        bucketName: target.bucketId,
        objectName: target.path,
        contentType: file.type || 'application/octet-stream',
        cacheControl: '3600',
      },
      fingerprint: () => Promise.resolve(fingerprint),
      removeFingerprintOnSuccess: true,
      onBeforeRequest: async (request) => {
        const token = await accessToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onProgress: (sent) => onProgress(Math.min(sent, file.size)),
      onSuccess: () => {
        onProgress(file.size);
        resolve();
      },
      onError: (error) => {
        if (signal.aborted) return;
        const response = 'originalResponse' in error ? error.originalResponse : null;
        reject(
          response
            ? new UploadError(
                messageOf(response.getBody(), response.getStatus()),
                response.getStatus(),
              )
            : new UploadError('the server could not be reached', 0),
        );
      },
    });
    signal.addEventListener(
      'abort',
      () => {
        reject(cancelled());
        void upload.abort(true).catch(() => undefined);
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      if (signal.aborted) return;
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    }, reject);
  });
}

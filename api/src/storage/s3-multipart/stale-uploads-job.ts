import type { Logger } from 'pino';
import type { ObjectStore } from '../backends/object-store.js';
import { removeUpload } from './remove-upload.js';
import { moveUpload, staleUploads, type MultipartDatabase } from './store.js';

/** A multipart upload neither completed nor aborted this long after it began is removed. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * The storage module's job that removes stale S3 multipart uploads, across every project, once
 * an hour on one instance: each is moved to `aborting` (so no part or completion takes it any
 * more) and its parts' bytes and rows removed. One that fails (a store that cannot be reached)
 * is left for the next run.
 */
export const staleMultipartUploadsJob = (deps: {
  readonly platform: () => MultipartDatabase;
  readonly store: () => ObjectStore;
  readonly log: Logger;
}) => ({
  id: 's3-stale-multipart-uploads',
  periodMs: 60 * 60 * 1000,
  timeoutMs: 10 * 60 * 1000,
  scope: 'global' as const,
  async run(context: { readonly signal: AbortSignal }) {
    await removeStaleUploads(
      deps.platform(),
      deps.store(),
      deps.log,
      new Date(Date.now() - STALE_UPLOAD_MS),
      context.signal,
    );
  },
});

/** Removes the uploads begun before `before`; answers how many went. */
export async function removeStaleUploads(
  db: MultipartDatabase,
  store: ObjectStore,
  log: Logger,
  before: Date,
  signal?: AbortSignal,
): Promise<number> {
  let removed = 0;
  const failed = new Set<string>();
  for (;;) {
    const batch = (await staleUploads(db, before, BATCH + failed.size)).filter(
      (u) => !failed.has(u.id),
    );
    if (batch.length === 0 || signal?.aborted) return removed;
    for (const upload of batch) {
      try {
        await moveUpload(db, upload.id, ['open', 'completing', 'aborting'], 'aborting');
        await removeUpload(db, store, upload);
        removed += 1;
      } catch (error) {
        failed.add(upload.id);
        log.warn({ err: error, upload: upload.id }, 's3: a stale multipart upload was not removed');
      }
    }
  }
}

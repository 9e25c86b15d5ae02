import type pg from 'pg';
import type { Logger } from 'pino';
import type { ObjectStore } from './backends/object-store.js';
import { objectKey } from './object-key.js';

/**
 * Bytes stored longer ago than this with no row are orphans. An upload commits its row right
 * after its last byte is stored, so an hour leaves any upload, copy or move in flight alone.
 */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

const BATCH = 500;

/** The folder under a project's prefix that S3 multipart parts use (their own job removes them). */
const MULTIPART_FOLDER = '~s3-multipart';

/** An object's version key, taken apart: `{ref}/{bucket}/{name}/{version}`. */
interface VersionKey {
  readonly key: string;
  readonly bucketId: string;
  readonly name: string;
  readonly version: string;
}

/**
 * Removes the project's bytes that no row of `storage.objects` points to and that were stored
 * before `before`: what a crash after an upload's bytes and before its row leaves. Keys are
 * read from the store under the project's prefix and checked against the rows in batches as the
 * project's own role (`pool`); only keys the service would make (`objectKey`) are ever removed.
 * Answers how many keys went.
 */
export async function removeOrphanedBytes(
  project: { readonly ref: string; readonly pool: pg.Pool },
  store: ObjectStore,
  before: Date,
  signal?: AbortSignal,
): Promise<number> {
  let removed = 0;
  let batch: VersionKey[] = [];
  const sweep = async () => {
    removed += await removeUnreferenced(project.pool, store, batch, before);
    batch = [];
  };
  for await (const key of store.list(`${project.ref}/`)) {
    signal?.throwIfAborted();
    const parsed = versionKeyOf(project.ref, key);
    if (!parsed) continue;
    batch.push(parsed);
    if (batch.length === BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  return removed;
}

/** The keys of `batch` that no row names, removed if stored before `before`. */
async function removeUnreferenced(
  pool: pg.Pool,
  store: ObjectStore,
  batch: readonly VersionKey[],
  before: Date,
): Promise<number> {
  const { rows } = await pool.query<{ i: string }>(
    `SELECT k.i FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY
         AS k (bucket_id, name, version, i)
       WHERE NOT EXISTS (
         SELECT 1 FROM storage.objects o
          WHERE o.bucket_id = k.bucket_id AND o.name = k.name AND o.version = k.version)`,
    [batch.map((k) => k.bucketId), batch.map((k) => k.name), batch.map((k) => k.version)],
  );
  const orphans: string[] = [];
  for (const { i } of rows) {
    const { key } = batch[Number(i) - 1]!;
    const stored = await store.head(key);
    if (stored && stored.lastModified < before) orphans.push(key);
  }
  await store.delete(orphans);
  return orphans.length;
}

/** `key` taken apart, or undefined when it is no object version key of this project. */
function versionKeyOf(ref: string, key: string): VersionKey | undefined {
  const parts = key.split('/');
  if (parts.length < 4 || parts[0] !== ref || parts[1] === MULTIPART_FOLDER) return undefined;
  const bucketId = parts[1]!;
  const version = parts[parts.length - 1]!;
  const name = parts.slice(2, -1).join('/');
  try {
    // Made again from its parts: a key the service would not make is not the sweep's to remove.
    return objectKey(ref, bucketId, name, version) === key
      ? { key, bucketId, name, version }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Logs what `removeOrphanedBytes` removed for a project, or why it could not. */
export async function sweepProject(
  project: { readonly ref: string; readonly pool: pg.Pool },
  store: ObjectStore,
  log: Logger,
  signal?: AbortSignal,
): Promise<void> {
  try {
    const removed = await removeOrphanedBytes(
      project,
      store,
      new Date(Date.now() - ORPHAN_AGE_MS),
      signal,
    );
    if (removed > 0) log.info({ project: project.ref, removed }, 'storage: orphaned bytes removed');
  } catch (error) {
    log.warn({ project: project.ref, err: error }, 'storage: orphaned bytes left for the next run');
  }
}

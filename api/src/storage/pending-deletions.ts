import type pg from 'pg';
import type { Logger } from 'pino';
import { objectKey } from './object-key.js';
import type { ObjectStore } from './backends/object-store.js';

interface PendingRow {
  bucket_id: string;
  name: string;
  version: string;
}

const BATCH = 500;

/**
 * Removes the bytes whose rows are gone and then their records in
 * `storage.pending_byte_deletions`, which the row change wrote in its own transaction (a
 * trigger on `storage.objects`). Run after each such change and at start for every project, so
 * a crash between a commit and the bytes' removal is finished later. Runs as the project's own
 * role (`pool`), never the caller's: no API role may read the record. A store that cannot be
 * reached leaves the records for the next run; it never fails the request that committed.
 * Answers whether none is left.
 */
export async function finishPendingDeletions(
  project: { readonly ref: string; readonly pool: pg.Pool },
  store: ObjectStore,
  log: Logger,
): Promise<boolean> {
  try {
    for (;;) {
      const { rows } = await project.pool.query<PendingRow>(
        'SELECT bucket_id, name, version FROM storage.pending_byte_deletions ORDER BY recorded_at LIMIT $1',
        [BATCH],
      );
      if (rows.length === 0) return true;
      // A row written with SQL may name no key the service would make: its record goes, its
      // bytes (if any) are not this record's to remove.
      const keys = rows.flatMap((row) => {
        try {
          return [objectKey(project.ref, row.bucket_id, row.name, row.version)];
        } catch {
          log.warn(
            { project: project.ref, bucket: row.bucket_id },
            'storage: no key for a pending deletion',
          );
          return [];
        }
      });
      await store.delete(keys);
      await project.pool.query(
        `DELETE FROM storage.pending_byte_deletions p
          USING unnest($1::text[], $2::text[], $3::text[]) AS done (bucket_id, name, version)
          WHERE p.bucket_id = done.bucket_id AND p.name = done.name AND p.version = done.version`,
        [
          rows.map((row) => row.bucket_id),
          rows.map((row) => row.name),
          rows.map((row) => row.version),
        ],
      );
      if (rows.length < BATCH) return true;
    }
  } catch (error) {
    log.warn(
      { project: project.ref, err: error },
      'storage: orphaned bytes left for the next start',
    );
    return false;
  }
}

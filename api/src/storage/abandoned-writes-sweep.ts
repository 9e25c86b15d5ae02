import type { Logger } from 'pino';
import { ABANDONED_WRITE_AGE_MS } from './backends/abandoned-writes.js';
import type { ObjectStore } from './backends/object-store.js';

/**
 * Removes what puts cut mid-write by a crash left in the byte store (the file store's
 * `.incoming-*` files) once no live put could still be writing it, and logs it; run at start and
 * by the hourly orphaned-bytes job. A failure is logged and left for the next run.
 */
export async function sweepAbandonedWrites(store: ObjectStore, log: Logger): Promise<void> {
  try {
    const removed = await store.removeAbandonedWrites(
      new Date(Date.now() - ABANDONED_WRITE_AGE_MS),
    );
    if (removed > 0) log.info({ removed }, 'storage: abandoned temporary files removed');
  } catch (error) {
    log.warn({ err: error }, 'storage: abandoned temporary files left for the next run');
  }
}

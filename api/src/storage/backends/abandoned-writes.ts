import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** The file store's temporary files start with this, so no listing shows a write in progress. */
export const TEMPORARY_PREFIX = '.incoming-';

/**
 * A temporary file not written to for this long belongs to no live put: a put writes its body as
 * it arrives and renames the file as soon as the last byte is synced, so only a process killed
 * mid-write (or a body stalled for an hour) leaves one this old.
 */
export const ABANDONED_WRITE_AGE_MS = 60 * 60 * 1000;

/**
 * Removes every temporary file under `root` last modified before `before`: what a put cut
 * mid-write by a crash leaves, which nothing reads or lists. Answers how many went. Files that
 * vanish while it walks (a put renaming its own) are not an error.
 */
export async function removeAbandonedWrites(root: string, before: Date): Promise<number> {
  let removed = 0;
  for await (const file of temporaryFiles(root)) {
    const written = await stat(file).catch(() => undefined);
    if (!written || written.mtime >= before) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

async function* temporaryFiles(folder: string): AsyncIterable<string> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
      throw error;
    },
  );
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* temporaryFiles(full);
    else if (entry.isFile() && entry.name.startsWith(TEMPORARY_PREFIX)) yield full;
  }
}

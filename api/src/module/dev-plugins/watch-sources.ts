import { watch } from 'node:fs';
import { sep } from 'node:path';

/**
 * Calls `onChange` once edits in `folder` (and below, node_modules aside) have settled for
 * `settleMs`: an editor's save is often several writes, and a formatter's a second save.
 * Answers a function that stops watching.
 */
export function watchSources(folder: string, onChange: () => void, settleMs = 100): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(folder, { recursive: true }, (_event, file) => {
    if (file && file.split(sep).includes('node_modules')) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, settleMs);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}

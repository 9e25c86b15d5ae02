import { usePluginContext } from '@atrium/core/plugin-api';
import { useRef, useState } from 'react';
import { useUploadObjects, type PlannedUpload } from '../../data/objects-mutations.js';
import { isDroppedArtefact, safeUploadPath, uniqueName } from './upload-names.js';
import { overLimitMessage, uploadOutcome } from './upload-outcome.js';

/** A file as the user picked or dropped it, with its path under the drop (folders included). */
export interface PickedFile {
  readonly file: File;
  /** 'photo.png', or 'holiday/photo.png' for a file of a dropped folder. */
  readonly relativePath: string;
}

export interface UploadRow {
  readonly path: string;
  readonly size: number;
  readonly sent: number;
  readonly status: 'uploading' | 'done' | 'failed' | 'cancelled';
}

export interface UploadTarget {
  readonly bucketId: string;
  /** The folder the files go to, '' for the root. */
  readonly folder: string;
  /** The names already in that folder, so new ones get ' (n)'. */
  readonly taken: readonly string[];
  /** The largest file accepted, when known. */
  readonly limit: number | undefined;
}

/**
 * The explorer's uploads: names made safe and unique, files over the limit refused with the
 * spec's message, the rest sent 10 at a time with each file's progress, cancellable, and the
 * batch's outcome told once it ends.
 */
export function useUploads() {
  const { toast, notify } = usePluginContext();
  const upload = useUploadObjects();
  const [rows, setRows] = useState<readonly UploadRow[]>([]);
  const abort = useRef<AbortController | null>(null);

  const start = async (picked: readonly PickedFile[], target: UploadTarget) => {
    const files = picked.filter((p) => !isDroppedArtefact(p.relativePath));
    const { limit } = target;
    const over = limit === undefined ? [] : files.filter((p) => p.file.size > limit);
    if (over.length > 0) toast.error(overLimitMessage(over.length, limit!));
    const taken = new Set(target.taken);
    const planned: PlannedUpload[] = files
      .filter((p) => !over.includes(p))
      .map(({ file, relativePath }) => {
        const safe = safeUploadPath(relativePath) || '_';
        // A file goes beside the folder's names; a dropped folder's files keep their own path.
        const name = safe.includes('/') ? safe : uniqueName(safe, taken);
        return { file, path: target.folder === '' ? name : `${target.folder}/${name}` };
      });
    if (planned.length === 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setRows(
      planned.map((p) => ({ path: p.path, size: p.file.size, sent: 0, status: 'uploading' })),
    );
    const patch = (index: number, change: Partial<UploadRow>) =>
      setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
    const results = await upload.trigger({
      bucketId: target.bucketId,
      uploads: planned,
      onProgress: (index, sent) => patch(index, { sent }),
      signal: controller.signal,
    });
    abort.current = null;
    let succeeded = 0;
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') {
        succeeded += 1;
        patch(index, { status: 'done' });
      } else if (isAbort(result.reason)) {
        patch(index, { status: 'cancelled' });
      } else {
        patch(index, { status: 'failed' });
        toast.error(
          `Failed to upload ${planned[index]!.path}: ${(result.reason as Error).message}`,
        );
      }
    });
    // A cancelled batch says nothing more: aborted requests are silent (spec §8).
    if (controller.signal.aborted) return;
    const outcome = uploadOutcome(succeeded, planned.length);
    notify({ title: outcome.title, tone: outcome.tone });
  };

  return {
    rows,
    isUploading: abort.current !== null || rows.some((row) => row.status === 'uploading'),
    start,
    cancel: () => abort.current?.abort(),
    clear: () => setRows([]),
  };
}

const isAbort = (reason: unknown) => reason instanceof DOMException && reason.name === 'AbortError';

import { readJson, useAccessToken, useProjectMutation } from '@atrium/core/plugin-api';
import { objects } from './keys.js';
import { storageObjectsApi } from './objects-api.js';
import { filesUnder } from './files-under.js';
import { runLimited } from './run-limited.js';
import { sendFile } from './send-file.js';
import { RESUMABLE_ABOVE, sendResumable } from './send-resumable.js';

/** Spec §9: uploads go 10 at a time. */
export const UPLOADS_AT_ONCE = 10;

/** One file of a batch and the path it is stored at. */
export interface PlannedUpload {
  readonly file: Blob;
  readonly path: string;
}

export interface UploadBatch {
  readonly bucketId: string;
  readonly uploads: readonly PlannedUpload[];
  /** Bytes sent so far of upload `index`. */
  readonly onProgress: (index: number, sent: number) => void;
  /** Aborting it cancels the uploads still running and those not started. */
  readonly signal: AbortSignal;
}

/**
 * Uploads a batch through the dashboard's upload route, 10 at a time, files over 6 MB through its
 * resumable (tus) route, and settles with each file's outcome (the explorer reports them: per
 * file, then all, some or none). The folder listings are refetched once, after the batch.
 */
export function useUploadObjects() {
  const accessToken = useAccessToken();
  return useProjectMutation(
    async ({ bucketId, uploads, onProgress, signal }: UploadBatch, _pgMeta, clientOf) => {
      const api = clientOf(storageObjectsApi);
      const token = await accessToken();
      const send = ({ file, path }: PlannedUpload, index: number) => {
        const progress = (sent: number) => onProgress(index, sent);
        return file.size > RESUMABLE_ABOVE
          ? sendResumable({ endpoint: api.resumableUrl(), bucketId, path }, file, progress, {
              accessToken,
              signal,
            })
          : sendFile(api.uploadUrl(bucketId, path), file, progress, { accessToken: token, signal });
      };
      return runLimited(
        uploads.map((upload, index) => () => send(upload, index)),
        UPLOADS_AT_ONCE,
      );
    },
    { invalidates: [objects], errorToast: false },
  );
}

/** Spec §9: deletes go 2 paths per call, 2 calls at a time. */
const DELETE_BATCH = 2;
const DELETES_AT_ONCE = 2;

/** A file or a folder the user acted on, by its path in the bucket. */
export interface ObjectTarget {
  readonly path: string;
  readonly type: 'FILE' | 'FOLDER';
}

/** The files the targets stand for: a folder's files walked, each path once. */
async function filesOf(
  api: ReturnType<(typeof storageObjectsApi)['connect']>,
  bucketId: string,
  targets: readonly ObjectTarget[],
): Promise<string[]> {
  const lists = await Promise.all(
    targets.map((target) =>
      target.type === 'FILE' ? [target.path] : filesUnder(api, bucketId, target.path),
    ),
  );
  return [...new Set(lists.flat())];
}

/** Removes files and folders (every file under them), in the spec's batches. */
export function useDeleteObjects() {
  return useProjectMutation(
    async (
      { bucketId, targets }: { bucketId: string; targets: readonly ObjectTarget[] },
      _pgMeta,
      clientOf,
    ) => {
      const api = clientOf(storageObjectsApi);
      const paths = await filesOf(api, bucketId, targets);
      const batches = Array.from({ length: Math.ceil(paths.length / DELETE_BATCH) }, (_, i) =>
        paths.slice(i * DELETE_BATCH, (i + 1) * DELETE_BATCH),
      );
      const results = await runLimited(
        batches.map((batch) => async () => readJson(await api.remove(bucketId, batch))),
        DELETES_AT_ONCE,
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return paths.length;
    },
    {
      invalidates: [objects],
      errorToast: 'Failed to delete files',
      successToast: (count) => `Successfully deleted ${count} file${count === 1 ? '' : 's'}`,
    },
  );
}

/** Spec §9: a folder's files move 2 at a time. */
const MOVES_AT_ONCE = 2;

/** What a move is given: the targets, and the folder they go into or, with `rename`, their new path. */
export interface MoveRequest {
  readonly bucketId: string;
  readonly targets: readonly ObjectTarget[];
  readonly into: string;
  readonly rename?: boolean;
}

/**
 * Moves files and folders into folder `into` ('' for the root), or renames one target to `into`
 * itself with `rename`, 2 files at a time; the first refusal fails it. Answers the files moved.
 */
export async function moveTargets(
  api: ReturnType<(typeof storageObjectsApi)['connect']>,
  { bucketId, targets, into, rename = false }: MoveRequest,
): Promise<number> {
  const moves: { from: string; to: string }[] = [];
  for (const target of targets) {
    const name = target.path.split('/').pop()!;
    const destination = rename ? into : into === '' ? name : `${into}/${name}`;
    if (destination === target.path) continue;
    if (target.type === 'FOLDER' && destination.startsWith(`${target.path}/`)) {
      throw new Error(`Cannot move ${name} into itself`);
    }
    for (const from of await filesOf(api, bucketId, [target])) {
      moves.push({ from, to: destination + from.slice(target.path.length) });
    }
  }
  const results = await runLimited(
    moves.map(
      ({ from, to }) =>
        async () =>
          readJson(await api.move(bucketId, from, to)),
    ),
    MOVES_AT_ONCE,
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return moves.length;
}

/** Moves files and folders (`moveTargets`), refetching the listings. */
export function useMoveObjects() {
  return useProjectMutation(
    async (request: MoveRequest, _pgMeta, clientOf) =>
      moveTargets(clientOf(storageObjectsApi), request),
    { invalidates: [objects], errorToast: 'Failed to move files' },
  );
}

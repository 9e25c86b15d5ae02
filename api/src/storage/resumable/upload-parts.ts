import path from 'node:path';
import { FileStore } from '@tus/file-store';

/**
 * Where the unfinished parts of resumable uploads live: `{stateDir}/storage-uploads`, beside the
 * file byte store's root (`{stateDir}/storage`, whose top folders are project refs), so every
 * instance sharing the state folder sees the same uploads, whichever byte store objects go to.
 */
export const uploadPartsDirectory = (stateDir: string) => path.resolve(stateDir, 'storage-uploads');

/**
 * The tus data store of the unfinished parts: one file per upload and its `.json` description
 * (size, metadata, creation time), unfinished ones removed `expiryMs` after their creation.
 */
export const uploadPartsStore = (stateDir: string, expiryMs: number) =>
  new FileStore({
    directory: uploadPartsDirectory(stateDir),
    expirationPeriodInMilliseconds: expiryMs,
  });

/** An upload's id: 32 hex digits, made by the server, so no id can name a path of its own. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

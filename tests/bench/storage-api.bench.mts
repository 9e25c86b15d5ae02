// A large file's upload and download through /storage/v1 on the file-system backend (by curl),
// against a file copy on the same disk in the same run, fsynced (and for the upload MD5-hashed,
// as the store must): the API must keep at least 0.8 of the copy's speed each way, and its
// memory (a process of its own) must grow under 100 MB.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { startApiProcess } from './table-csv/api-process.mjs';
import {
  makeSourceFile,
  MB,
  median,
  mibPerSecond,
  transferMegabytes,
} from './storage-bytes/transfer.mjs';
import { apiTransfers, type ApiTransfers } from './storage-api/api-transfers.mjs';
import { allowUploadsOf, createBucket, projectStorage } from './storage-api/project-storage.mjs';
import { verdict } from './stats.mjs';

const ROUNDS = 3;
const TARGET_RATIO = 0.8;
const TARGET_GROWTH = 100 * MB;

/**
 * The reference: the same bytes streamed to a new file on the same disk and fsynced, their MD5
 * taken on the way when `hashed`, as the file store must (the object's ETag).
 */
async function copyFile(source: string, target: string, hashed: boolean): Promise<void> {
  const digest = createHash('md5');
  const bytes = createReadStream(source);
  if (hashed) bytes.on('data', (chunk: Buffer | string) => digest.update(chunk));
  await pipeline(bytes, createWriteStream(target));
  digest.digest('hex');
  const copy = await open(target, 'r');
  try {
    await copy.sync();
  } finally {
    await copy.close();
  }
}

const size = transferMegabytes() * MB;
const stateDir = await makeStateDir('bench');
const api = await startApiProcess(stateDir);
let copyMs: number;
/** The copy without the hash: the download's reference, which hashes nothing. */
let plainCopyMs: number;
let measured: ApiTransfers;
try {
  const storage = await projectStorage(api);
  await createBucket(storage, 'bench');
  await allowUploadsOf(api, size);
  const source = await makeSourceFile(stateDir, size);
  const copies: number[] = [];
  const plainCopies: number[] = [];
  measured = await apiTransfers(
    api,
    storage,
    'bench',
    source,
    size,
    ROUNDS,
    (round) => async () => {
      const target = join(stateDir, `copy-${round}.bin`);
      let started = performance.now();
      await copyFile(source, target, true);
      copies.push(performance.now() - started);
      await rm(target);
      started = performance.now();
      await copyFile(source, target, false);
      plainCopies.push(performance.now() - started);
      await rm(target);
    },
  );
  copyMs = median(copies);
  plainCopyMs = median(plainCopies);
} finally {
  await api.stop();
  await removeStateDir(stateDir);
}

const { uploadMs, downloadMs, apiGrowth } = measured;
const speed = (ms: number) => `${mibPerSecond(size, ms).toFixed(0)} MiB/s`;
// An upload takes the MD5 as the hashed copy does; a download hashes nothing, as the plain copy.
const up = copyMs / uploadMs;
const down = plainCopyMs / downloadMs;
console.log(`storage-api: ${size / MB} MiB on the file-system backend, ${ROUNDS} rounds`);
console.log(`  file copy, hashed: median ${copyMs.toFixed(0)} ms (${speed(copyMs)})`);
console.log(`  file copy, not hashed: median ${plainCopyMs.toFixed(0)} ms (${speed(plainCopyMs)})`);
console.log(
  `  upload: median ${uploadMs.toFixed(0)} ms (${speed(uploadMs)}), ${up.toFixed(2)}x the hashed copy ` +
    `(${(plainCopyMs / uploadMs).toFixed(2)}x the plain one)`,
);
console.log(
  `  download: median ${downloadMs.toFixed(0)} ms (${speed(downloadMs)}), ${down.toFixed(2)}x the plain copy`,
);
console.log(`  API RSS peak growth: ${(apiGrowth / MB).toFixed(1)} MB`);
const pass = up >= TARGET_RATIO && down >= TARGET_RATIO && apiGrowth < TARGET_GROWTH;
console.log(
  verdict(
    'storage-api',
    `upload ${up.toFixed(2)}x the hashed copy, download ${down.toFixed(2)}x the plain one, API RSS growth ${(apiGrowth / MB).toFixed(1)} MB`,
    `each >= ${TARGET_RATIO}x, growth < ${TARGET_GROWTH / MB} MB`,
    pass,
  ),
);
process.exitCode = pass ? 0 : 1;

// A large file's upload and download through /storage/v1 on the S3 backend
// (ATRIUM_STORAGE_BACKEND=s3) against the loopback S3 server, against the minio client talking to
// that server directly in the same run: the API must keep at least 0.7 of the client's speed
// each way, and its memory (a process of its own) must grow under 100 MB.
import { createReadStream } from 'node:fs';
import { Client } from 'minio';
import { S3RVER_ACCESS_KEY, S3RVER_SECRET_KEY } from '../harness/s3-server.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { startApiProcess } from './table-csv/api-process.mjs';
import { startS3ServerChild } from './storage-bytes/s3-server-child.mjs';
import {
  drain,
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
const TARGET_RATIO = 0.7;
const TARGET_GROWTH = 100 * MB;

const size = transferMegabytes() * MB;
const stateDir = await makeStateDir('bench');
const server = await startS3ServerChild();
const endpoint = new URL(server.endpoint);
const credentials = { accessKey: S3RVER_ACCESS_KEY, secretKey: S3RVER_SECRET_KEY };
const api = await startApiProcess(stateDir, {
  ATRIUM_STORAGE_BACKEND: 's3',
  ATRIUM_STORAGE_S3_ENDPOINT: server.endpoint,
  ATRIUM_STORAGE_S3_BUCKET: server.bucket,
  ATRIUM_STORAGE_S3_ACCESS_KEY: credentials.accessKey,
  ATRIUM_STORAGE_S3_SECRET_KEY: credentials.secretKey,
  ATRIUM_STORAGE_S3_KEY_PREFIX: 'atrium',
});
const puts: number[] = [];
const gets: number[] = [];
let measured: ApiTransfers;
try {
  const storage = await projectStorage(api);
  await createBucket(storage, 'bench');
  await allowUploadsOf(api, size);
  const source = await makeSourceFile(stateDir, size);
  const client = new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    region: 'us-east-1',
    ...credentials,
  });
  measured = await apiTransfers(
    api,
    storage,
    'bench',
    source,
    size,
    ROUNDS,
    (round) => async () => {
      const key = `direct/${round}`;
      let started = performance.now();
      await client.putObject(server.bucket, key, createReadStream(source), size);
      puts.push(performance.now() - started);
      started = performance.now();
      await drain(await client.getObject(server.bucket, key));
      gets.push(performance.now() - started);
      await client.removeObject(server.bucket, key);
    },
  );
} finally {
  await api.stop();
  await server.stop();
  await removeStateDir(stateDir);
}

const { uploadMs, downloadMs, apiGrowth } = measured;
const putMs = median(puts);
const getMs = median(gets);
const speed = (ms: number) => `${mibPerSecond(size, ms).toFixed(0)} MiB/s`;
const up = putMs / uploadMs;
const down = getMs / downloadMs;
console.log(
  `storage-api-s3: ${size / MB} MiB on the S3 backend, loopback s3rver, ${ROUNDS} rounds`,
);
console.log(
  `  minio client direct: put ${putMs.toFixed(0)} ms (${speed(putMs)}), get ${getMs.toFixed(0)} ms (${speed(getMs)})`,
);
console.log(`  upload: median ${uploadMs.toFixed(0)} ms (${speed(uploadMs)}), ${up.toFixed(2)}x`);
console.log(
  `  download: median ${downloadMs.toFixed(0)} ms (${speed(downloadMs)}), ${down.toFixed(2)}x`,
);
console.log(`  API RSS peak growth: ${(apiGrowth / MB).toFixed(1)} MB`);
const pass = up >= TARGET_RATIO && down >= TARGET_RATIO && apiGrowth < TARGET_GROWTH;
console.log(
  verdict(
    'storage-api-s3',
    `upload ${up.toFixed(2)}x, download ${down.toFixed(2)}x the minio client, API RSS growth ${(apiGrowth / MB).toFixed(1)} MB`,
    `each >= ${TARGET_RATIO}x, growth < ${TARGET_GROWTH / MB} MB`,
    pass,
  ),
);
process.exitCode = pass ? 0 : 1;

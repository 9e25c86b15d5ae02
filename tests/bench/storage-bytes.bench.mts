// A large file's put and get through the S3 byte store against the minio client talking to the
// same loopback S3 server directly, in the same run: the store must keep at least 0.7 of the
// client's speed, and this process's memory must stay flat (growth under 100 MB) whatever the
// file's size. The server runs in a process of its own, so the memory measured is the store's.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { createS3Store } from '../../api/src/storage/backends/s3-store.js';
import { S3RVER_ACCESS_KEY, S3RVER_SECRET_KEY } from '../harness/s3-server.js';
import { startS3ServerChild } from './storage-bytes/s3-server-child.mjs';
import {
  drain,
  makeSourceFile,
  MB,
  measure,
  median,
  mibPerSecond,
  transferMegabytes,
  type Measured,
} from './storage-bytes/transfer.mjs';
import { verdict } from './stats.mjs';

const ROUNDS = 3;
const TARGET_RATIO = 0.7;
const TARGET_GROWTH = 100 * MB;

const size = transferMegabytes() * MB;
const dir = await mkdtemp(join(tmpdir(), 'atrium-bench-bytes-'));
const server = await startS3ServerChild();
try {
  const source = await makeSourceFile(dir, size);
  const endpoint = new URL(server.endpoint);
  const credentials = { accessKey: S3RVER_ACCESS_KEY, secretKey: S3RVER_SECRET_KEY };
  const store = createS3Store({
    endpoint,
    region: 'us-east-1',
    bucket: server.bucket,
    keyPrefix: '',
    forcePathStyle: true,
    ...credentials,
  });
  const client = new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    region: 'us-east-1',
    ...credentials,
  });

  type Side = 'store' | 'minio';
  const sides: Record<Side, Transfers> = {
    store: {
      put: (key: string) =>
        store.put(key, createReadStream(source), { contentType: 'application/octet-stream', size }),
      get: async (key: string) => drain((await store.get(key)).body),
    },
    minio: {
      put: (key: string) => client.putObject(server.bucket, key, createReadStream(source), size),
      get: async (key: string) => drain(await client.getObject(server.bucket, key)),
    },
  };
  const runs: Record<Side, { put: Measured<unknown>[]; get: Measured<number>[] }> = {
    store: { put: [], get: [] },
    minio: { put: [], get: [] },
  };

  console.log(`storage-bytes: ${size / MB} MiB, ${ROUNDS} rounds, loopback s3rver`);
  for (let round = 0; round < ROUNDS; round++) {
    // Which side goes first alternates, so the server's warm caches favour neither.
    const order: Side[] = round % 2 === 0 ? ['store', 'minio'] : ['minio', 'store'];
    for (const side of order) {
      const key = `bench/${side}/${round}`;
      const put = await measure(() => sides[side].put(key));
      const get = await measure(() => sides[side].get(key));
      if (get.value !== size) throw new Error(`${side} read ${get.value} bytes, not ${size}`);
      runs[side].put.push(put);
      runs[side].get.push(get);
      console.log(
        `  round ${round + 1} ${side.padEnd(5)} put ${describe(put)}   get ${describe(get)}`,
      );
      await store.delete([key]);
    }
  }

  const p50 = (side: Side, op: 'put' | 'get') => median(runs[side][op].map((run) => run.ms));
  const putRatio = p50('minio', 'put') / p50('store', 'put');
  const getRatio = p50('minio', 'get') / p50('store', 'get');
  const growth = Math.max(...[...runs.store.put, ...runs.store.get].map((run) => run.memoryGrowth));
  for (const op of ['put', 'get'] as const) {
    console.log(
      `  ${op}: store p50 ${p50('store', op).toFixed(0)} ms (${mibPerSecond(size, p50('store', op)).toFixed(0)} MiB/s), ` +
        `minio p50 ${p50('minio', op).toFixed(0)} ms (${mibPerSecond(size, p50('minio', op)).toFixed(0)} MiB/s)`,
    );
  }
  console.log(
    '  file store against a plain file copy: not measured here yet (the file store is not on this branch)',
  );
  const pass = putRatio >= TARGET_RATIO && getRatio >= TARGET_RATIO && growth < TARGET_GROWTH;
  console.log(
    verdict(
      'storage-bytes',
      `S3 store put ${putRatio.toFixed(2)}x, get ${getRatio.toFixed(2)}x the minio client, memory growth ${(growth / MB).toFixed(0)} MB`,
      `>= ${TARGET_RATIO}x, < ${TARGET_GROWTH / MB} MB`,
      pass,
    ),
  );
  if (!pass) process.exitCode = 1;
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}

interface Transfers {
  put(key: string): Promise<unknown>;
  /** Resolves to the bytes read. */
  get(key: string): Promise<number>;
}

function describe(run: Measured<unknown>): string {
  return `${run.ms.toFixed(0).padStart(6)} ms ${mibPerSecond(size, run.ms).toFixed(0).padStart(4)} MiB/s +${(run.memoryGrowth / MB).toFixed(0)} MB`;
}

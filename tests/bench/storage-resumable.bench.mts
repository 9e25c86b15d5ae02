// A large file uploaded with tus-js-client through /storage/v1/upload/resumable, against a plain
// file copy on the same disk in the same run, with the API's memory growth while it uploads. The
// API runs in a process of its own, so the memory measured is the server's, not the client's.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Upload } from 'tus-js-client';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { residentBytes, sampleResident, startApiProcess } from './table-csv/api-process.mjs';
import { verdict } from './stats.mjs';

const MB = 1024 * 1024;
/** `ATRIUM_BENCH_TUS_MB` for a quick run; 1 GB by default, as the target. */
const SIZE = Number(process.env.ATRIUM_BENCH_TUS_MB ?? 1024) * MB;
/** storage-js users' tus chunk: 6 MB, as the hosted platform asks of them. */
const CHUNK = 6 * MB;
const ROUNDS = 3;
/** The API's memory must stay flat whatever the file's size. */
const TARGET_GROWTH = 100 * MB;
/** The project's upload limit when none is set (50 MB): a larger file needs it raised. */
const DEFAULT_PROJECT_LIMIT = 50 * MB;

/** A file of `size` random bytes (a random block repeated), written once outside the clock. */
async function makeSource(path: string, size: number): Promise<void> {
  const block = randomBytes(16 * MB);
  const file = await open(path, 'w');
  try {
    for (let written = 0; written < size;) {
      const part = block.subarray(0, Math.min(block.length, size - written));
      await file.write(part);
      written += part.length;
    }
    await file.sync();
  } finally {
    await file.close();
  }
}

/** The reference: the same bytes streamed to a new file on the same disk and fsynced. */
async function copyFile(source: string, target: string): Promise<void> {
  await pipeline(createReadStream(source), createWriteStream(target));
  const copy = await open(target, 'r');
  try {
    await copy.sync();
  } finally {
    await copy.close();
  }
}

function tusUpload(endpoint: string, apikey: string, source: string, name: string, bucket: string) {
  return new Promise<void>((resolve, reject) => {
    new Upload(createReadStream(source), {
      endpoint,
      chunkSize: CHUNK,
      retryDelays: [],
      headers: { apikey, authorization: `Bearer ${apikey}` },
      metadata: { bucketName: bucket, objectName: name, contentType: 'application/octet-stream' },
      onError: reject,
      onSuccess: () => resolve(),
    }).start();
  });
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const stateDir = await makeStateDir('bench');
const api = await startApiProcess(stateDir);
let result: { copyMs: number; tusMs: number; before: number; growth: number };
try {
  const keys = (await (
    await fetch(`${api.url}/platform/projects/default/api-keys`, { headers: api.headers })
  ).json()) as { name: string; api_key: string }[];
  const serviceKey = keys.find((key) => key.name === 'service_role')!.api_key;
  const storage = (path: string, init: RequestInit) =>
    fetch(`${api.url}/storage/v1${path}`, {
      ...init,
      headers: { apikey: serviceKey, 'content-type': 'application/json' },
    });
  const bucket = 'bench';
  const created = await storage('/bucket', {
    method: 'POST',
    body: JSON.stringify({ id: bucket, name: bucket }),
  });
  if (!created.ok) throw new Error(`bucket: ${created.status} ${await created.text()}`);
  if (SIZE > DEFAULT_PROJECT_LIMIT) {
    const raised = await fetch(`${api.url}/platform/projects/default/config/storage`, {
      method: 'PATCH',
      headers: { ...api.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ fileSizeLimit: SIZE }),
    });
    if (!raised.ok) {
      throw new Error(
        `the project's upload limit could not be raised to ${SIZE} bytes (${raised.status}); ` +
          `run with ATRIUM_BENCH_TUS_MB=${DEFAULT_PROJECT_LIMIT / MB} or less`,
      );
    }
  }
  const source = join(stateDir, 'bench-source.bin');
  await makeSource(source, SIZE);
  const endpoint = `${api.url}/storage/v1/upload/resumable`;
  // A first small upload warms the API up (JIT, pools) outside the measure.
  const warmUp = join(stateDir, 'bench-warm-up.bin');
  await makeSource(warmUp, MB);
  await tusUpload(endpoint, serviceKey, warmUp, 'warm-up.bin', bucket);

  const before = await residentBytes(api.pid);
  const sampler = sampleResident(api.pid);
  const copies: number[] = [];
  const uploads: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Which goes first alternates, so the page cache favours neither.
    const copy = async () => {
      const target = join(stateDir, `bench-copy-${round}.bin`);
      copies.push(await timed(() => copyFile(source, target)));
      await rm(target);
    };
    const upload = async () => {
      uploads.push(
        await timed(() => tusUpload(endpoint, serviceKey, source, `big-${round}.bin`, bucket)),
      );
    };
    for (const step of round % 2 === 0 ? [copy, upload] : [upload, copy]) await step();
    console.log(
      `  round ${round + 1}: copy ${copies[round]!.toFixed(0)} ms, tus ${uploads[round]!.toFixed(0)} ms`,
    );
  }
  const growth = (await sampler.stop()) - before;
  result = { copyMs: median(copies), tusMs: median(uploads), before, growth };
} finally {
  await api.stop();
  await removeStateDir(stateDir);
}

const { copyMs, tusMs, before, growth } = result;
const speed = (ms: number) => `${(SIZE / MB / (ms / 1000)).toFixed(0)} MiB/s`;
const ratio = copyMs / tusMs;
console.log(`storage-resumable: ${SIZE / MB} MiB in ${CHUNK / MB} MiB chunks, ${ROUNDS} rounds`);
console.log(`  plain file copy: median ${copyMs.toFixed(0)} ms (${speed(copyMs)})`);
console.log(
  `  tus through the API: median ${tusMs.toFixed(0)} ms (${speed(tusMs)}), ${ratio.toFixed(2)}x the copy's speed`,
);
console.log(
  `  API RSS: ${(before / MB).toFixed(0)} MB before, peak growth ${(growth / MB).toFixed(1)} MB`,
);
const pass = growth < TARGET_GROWTH;
console.log(
  verdict(
    'storage-resumable',
    `${ratio.toFixed(2)}x a plain copy, API RSS growth ${(growth / MB).toFixed(1)} MB`,
    `growth < ${TARGET_GROWTH / MB} MB`,
    pass,
  ),
);
process.exitCode = pass ? 0 : 1;

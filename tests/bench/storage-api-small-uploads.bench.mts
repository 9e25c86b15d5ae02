// 1,000 small uploads (1 KiB each, raw bodies as storage-js sends a Buffer) through /storage/v1
// at concurrency 20: every one must succeed; p50 and p99 are reported, with the p50 of the same
// uploads one at a time (measured first, in the same run) as the reference.
import { randomBytes } from 'node:crypto';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { startApiProcess } from './table-csv/api-process.mjs';
import {
  createBucket,
  projectStorage,
  type ProjectStorage,
} from './storage-api/project-storage.mjs';
import { summarize, verdict } from './stats.mjs';

const UPLOADS = 1000;
const CONCURRENCY = 20;
const SERIAL = 100;
const body = randomBytes(1024);

async function upload(storage: ProjectStorage, name: string): Promise<number> {
  const started = performance.now();
  const answer = await storage.call(`/object/small/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body,
  });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`upload ${name}: ${answer.status}`);
  return performance.now() - started;
}

const stateDir = await makeStateDir('bench');
const api = await startApiProcess(stateDir);
const serial: number[] = [];
const concurrent: number[] = [];
const errors: unknown[] = [];
let wallMs: number;
try {
  const storage = await projectStorage(api);
  await createBucket(storage, 'small');
  for (let i = 0; i < SERIAL; i++) serial.push(await upload(storage, `serial/${i}.bin`));
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < UPLOADS) {
        const i = next++;
        try {
          concurrent.push(await upload(storage, `concurrent/${i}.bin`));
        } catch (error) {
          errors.push(error);
        }
      }
    }),
  );
  wallMs = performance.now() - started;
} finally {
  await api.stop();
  await removeStateDir(stateDir);
}

const one = summarize(serial);
console.log(`storage-api-small-uploads: ${UPLOADS} uploads of 1 KiB at concurrency ${CONCURRENCY}`);
console.log(
  `  one at a time (${SERIAL}): p50 ${one.p50.toFixed(1)} ms, p99 ${one.p99.toFixed(1)} ms`,
);
if (errors.length > 0) console.log(`  first error: ${String(errors[0])}`);
const many = concurrent.length > 0 ? summarize(concurrent) : undefined;
if (many) {
  console.log(
    `  at ${CONCURRENCY}: p50 ${many.p50.toFixed(1)} ms, p99 ${many.p99.toFixed(1)} ms, max ${many.max.toFixed(1)} ms, ` +
      `${((UPLOADS / wallMs) * 1000).toFixed(0)} uploads/s, p50 ${(many.p50 / one.p50).toFixed(1)}x one at a time`,
  );
}
const pass = errors.length === 0 && concurrent.length === UPLOADS;
console.log(
  verdict(
    'storage-api-small-uploads',
    `${errors.length} errors, p50 ${many?.p50.toFixed(1)} ms, p99 ${many?.p99.toFixed(1)} ms`,
    'no error',
    pass,
  ),
);
process.exitCode = pass ? 0 : 1;

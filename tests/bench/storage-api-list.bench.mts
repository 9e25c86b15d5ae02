// Listing one page of 200 in a folder of 100,000 objects through /storage/v1/object/list (what
// storage-js's `list(folder, { limit: 200 })` sends): p50 under 30 ms. The reference, from the
// same run and interleaved with it, is the same page of a folder of 200 objects: the request's
// cost without the folder's size, so the ratio says how much the folder's size still costs. The
// rows are seeded with one INSERT ... SELECT generate_series as the project's role; listing reads
// rows, not bytes.
import pg from 'pg';
import { DEFAULT_PROJECT_OWNER_ROLE } from '../../api/src/platform/default-project.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { startApiProcess } from './table-csv/api-process.mjs';
import { createBucket, projectStorage } from './storage-api/project-storage.mjs';
import { summarize, verdict } from './stats.mjs';

const OBJECTS = 100_000;
const PAGE = 200;
/** The reference folder holds exactly one page. */
const FEW = PAGE;
const WARM_UP = 20;
const RUNS = 300;
const TARGET_P50_MS = 30;

const stateDir = await makeStateDir('bench');
const api = await startApiProcess(stateDir);
let samples: number[];
let reference: number[];
try {
  const storage = await projectStorage(api);
  await createBucket(storage, 'listing');
  const asProject = new URL(api.databaseUrl);
  asProject.searchParams.set('options', `-c role=${DEFAULT_PROJECT_OWNER_ROLE}`);
  const client = new pg.Client({ connectionString: asProject.toString() });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      `INSERT INTO storage.objects (bucket_id, name, version, metadata)
       SELECT 'listing', 'many/' || lpad(i::text, 6, '0') || '.txt', gen_random_uuid()::text,
              jsonb_build_object('size', 1, 'mimetype', 'text/plain', 'eTag', '"x"')
       FROM generate_series(1, $1::int) AS i`,
      [OBJECTS],
    );
    await client.query(
      `INSERT INTO storage.objects (bucket_id, name, version, metadata)
       SELECT 'listing', 'few/' || lpad(i::text, 6, '0') || '.txt', gen_random_uuid()::text,
              jsonb_build_object('size', 1, 'mimetype', 'text/plain', 'eTag', '"x"')
       FROM generate_series(1, $1::int) AS i`,
      [FEW],
    );
    await client.query('ANALYZE storage.objects');
    console.log(`  seeded ${OBJECTS} rows in ${(performance.now() - started).toFixed(0)} ms`);
  } finally {
    await client.end();
  }
  const listPage = async (folder: string) => {
    const started = performance.now();
    const answer = await storage.call('/object/list/listing', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        prefix: folder,
        limit: PAGE,
        offset: 0,
        sortBy: { column: 'name', order: 'asc' },
      }),
    });
    const page = (await answer.json()) as unknown[];
    if (!answer.ok || page.length !== PAGE) {
      throw new Error(`list: ${answer.status}, ${page.length} entries`);
    }
    return performance.now() - started;
  };
  const listBoth = async (manyFirst: boolean) => {
    if (manyFirst) {
      samples.push(await listPage('many'));
      reference.push(await listPage('few'));
    } else {
      reference.push(await listPage('few'));
      samples.push(await listPage('many'));
    }
  };
  samples = [];
  reference = [];
  for (let i = 0; i < WARM_UP; i++) await listBoth(true);
  samples = [];
  reference = [];
  // Alternating which goes first, so the machine's noise hits both alike.
  for (let i = 0; i < RUNS; i++) await listBoth(i % 2 === 0);
} finally {
  await api.stop();
  await removeStateDir(stateDir);
}

const { min, p50, p90, p99, max } = summarize(samples);
const few = summarize(reference);
console.log(`storage-api-list: a page of ${PAGE} in a folder of ${OBJECTS} objects, ${RUNS} runs`);
console.log(
  `  min ${min.toFixed(1)} ms, p50 ${p50.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
);
console.log(
  `  reference, the page of a folder of ${FEW}: p50 ${few.p50.toFixed(1)} ms, p90 ${few.p90.toFixed(1)} ms; ratio p50 ${(p50 / few.p50).toFixed(2)}x`,
);
const pass = p50 < TARGET_P50_MS;
console.log(
  verdict('storage-api-list', `p50 ${p50.toFixed(1)} ms`, `p50 < ${TARGET_P50_MS} ms`, pass),
);
process.exitCode = pass ? 0 : 1;

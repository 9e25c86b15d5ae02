// The API's memory while three clients each fetch a ~350 MB /query answer at once, against the
// bytes it answered in the same run: streamed, its memory must stay flat whatever it returns.
import { request } from 'node:http';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { residentBytes, sampleResident, startApiProcess } from './table-csv/api-process.mjs';
import { verdict } from './stats.mjs';

const CLIENTS = 3;
const ROWS = 100_000; // the default ATRIUM_QUERY_ROW_LIMIT: none is cut by it
const PAD = 3500; // about 3.5 KB a row, so about 350 MB an answer
const sql = (rows: number) =>
  `SELECT n, repeat('x', ${PAD}) AS pad FROM generate_series(1, ${rows}) AS n`;
/** Each client stops reading this long after its first chunk, as a slow or stalled one would. */
const STALL_MS = 2000;
/** Most API memory growth per byte answered: flat, not a copy of the answers. */
const TARGET_RATIO = 0.1;
const MB = 1024 * 1024;

/** Fetches one answer, stalling once; resolves with the bytes received and their last one. */
function fetchAnswer(url: string, headers: Record<string, string>, rows = ROWS) {
  const body = JSON.stringify({ query: sql(rows) });
  return new Promise<{ bytes: number; last: string }>((resolve, reject) => {
    const sent = request(
      new URL('/platform/pg-meta/default/query', url),
      { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } },
      (response) => {
        if (response.statusCode !== 200)
          reject(new Error(`/query answered ${response.statusCode}`));
        let bytes = 0;
        let last = '';
        let stalled = false;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          last = chunk.subarray(-1).toString();
          if (stalled) return;
          stalled = true;
          response.pause();
          setTimeout(() => response.resume(), STALL_MS);
        });
        response.once('end', () => resolve({ bytes, last }));
        response.once('error', reject);
      },
    );
    sent.once('error', reject);
    sent.end(body);
  });
}

interface Result {
  readonly before: number;
  readonly growth: number;
  readonly answered: number;
}

async function measure(stateDir: string): Promise<Result> {
  // No byte limit: the rows are all answered, so only streaming can keep the memory flat.
  const api = await startApiProcess(stateDir, { ATRIUM_QUERY_BYTE_LIMIT: '0' });
  try {
    // A first, small answer warms the API up (JIT, pool) outside the measure.
    await fetchAnswer(api.url, api.headers, 1000);
    const before = await residentBytes(api.pid);
    const sampler = sampleResident(api.pid);
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () => fetchAnswer(api.url, api.headers)),
    );
    const growth = (await sampler.stop()) - before;
    if (answers.some(({ last }) => last !== ']')) {
      throw new Error('an answer did not end as a whole JSON array');
    }
    return { before, growth, answered: answers.reduce((sum, { bytes }) => sum + bytes, 0) };
  } finally {
    await api.stop();
  }
}

const stateDir = await makeStateDir('bench');
let result: Result;
try {
  result = await measure(stateDir);
} finally {
  await removeStateDir(stateDir);
}

const { before, growth, answered } = result;
const ratio = growth / answered;
console.log(
  `  ${CLIENTS} clients at once, ${ROWS.toLocaleString('en-US')} rows of ~${PAD} bytes each, each stalling ${STALL_MS} ms:`,
);
console.log(`    answered: ${(answered / MB).toFixed(0)} MB in all`);
console.log(
  `    API RSS: ${(before / MB).toFixed(0)} MB before, peak growth ${(growth / MB).toFixed(1)} MB`,
);
const pass = ratio < TARGET_RATIO;
console.log(
  verdict(
    'query-memory',
    `RSS growth ${(growth / MB).toFixed(1)} MB for ${(answered / MB).toFixed(0)} MB answered (${ratio.toFixed(3)}x)`,
    `< ${TARGET_RATIO}x`,
    pass,
  ),
);
process.exitCode = pass ? 0 : 1;

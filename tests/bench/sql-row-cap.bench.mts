// The API's memory while three clients each ask for 3,000,000 rows at once (issue 24), through
// `/query` and through the SQL editor's `/query/results`: each answer is cut at the row cap with
// its notice (a trailer, a `cut` in the statement's line), the rows past the cap are read off
// Postgres and dropped, and the API's resident memory stays flat against the bytes it answered.
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { fetchAnswer, type Answer } from './sql-row-cap/answers.mjs';
import {
  residentBytes,
  sampleResident,
  startApiProcess,
  type ApiProcess,
} from './table-csv/api-process.mjs';
import { verdict } from './stats.mjs';

const CLIENTS = 3;
const ROWS = 3_000_000;
/** The default ATRIUM_QUERY_ROW_LIMIT: the cap the answers are cut at. */
const CAP = 100_000;
/**
 * About 1.5 KB a row, so the cap's 100,000 rows are about 150 MB an answer: the API's fixed
 * costs (its heap's young generation grows by up to 32 MB under a high rate of allocation, as
 * when 3 x 2,900,000 dropped rows are parsed) are then weighed against answers of query-memory's
 * order, not against a few MB.
 */
const PAD = 1500;
const sql = (rows: number) =>
  `SELECT n, repeat('x', ${PAD}) AS pad FROM generate_series(1, ${rows}) AS n`;
/** Most API memory growth per byte answered: the target of query-memory. */
const TARGET_RATIO = 0.1;
const MB = 1024 * 1024;
const PATHS = ['/query', '/query/results'] as const;

/** Three clients' answers at once: the API's RSS before, its peak growth, the bytes answered. */
interface Measure {
  readonly before: number;
  readonly growth: number;
  readonly answered: number;
  readonly seconds: number;
}

interface Case {
  readonly path: (typeof PATHS)[number];
  /** RSS before the warm-up. */
  readonly start: number;
  /** The reference: each client asks for exactly the cap, so nothing is read past it. */
  readonly atCap: Measure;
  /** Each client asks for 3,000,000 rows: cut at the cap, the rest read off Postgres and dropped. */
  readonly cut: Measure;
}

/** Throws unless an answer holds exactly the capped rows and says it was cut. */
function checkCut(path: Case['path'], answer: Answer): void {
  if (answer.rows !== CAP) throw new Error(`${path} answered ${answer.rows} rows, not ${CAP}`);
  if (path === '/query') {
    const { trailers } = answer;
    if (
      trailers['x-atrium-rows-truncated'] !== 'true' ||
      trailers['x-atrium-row-limit'] !== `${CAP}`
    )
      throw new Error(`/query's answer has no cut notice: ${JSON.stringify(trailers)}`);
    return;
  }
  const complete = answer.events.find((event) => event.kind === 'complete');
  if (complete?.cut !== 'rows' || complete.row_count !== ROWS)
    throw new Error(`/query/results' statement line has no cut: ${JSON.stringify(complete)}`);
  if (!answer.events.some((event) => event.kind === 'end'))
    throw new Error('/query/results did not end');
}

/** Three clients fetch `rows` rows at once through `path`; answers are checked by `check`. */
async function measureOnce(
  api: ApiProcess,
  path: Case['path'],
  rows: number,
  check: (answer: Answer) => void,
): Promise<Measure> {
  const before = await residentBytes(api.pid);
  const sampler = sampleResident(api.pid);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CLIENTS }, () => fetchAnswer(api.url, api.headers, path, sql(rows))),
  );
  const seconds = (performance.now() - started) / 1000;
  const growth = (await sampler.stop()) - before;
  answers.forEach(check);
  const answered = answers.reduce((sum, { bytes }) => sum + bytes, 0);
  return { before, growth, answered, seconds };
}

/** An answer of exactly the cap: every row, and no cut notice. */
function checkWhole(path: Case['path'], answer: Answer): void {
  const complete = answer.events.find((event) => event.kind === 'complete');
  const noticed = path === '/query' ? answer.trailers['x-atrium-rows-truncated'] : complete?.cut;
  if (answer.rows !== CAP || noticed)
    throw new Error(`${path} cut an answer of ${CAP} rows: ${answer.rows} rows, ${noticed}`);
}

async function measure(stateDir: string): Promise<Case[]> {
  // The default row cap (100,000) and, as in query-memory, no byte cap: only the rows cut.
  const api = await startApiProcess(stateDir, { ATRIUM_QUERY_BYTE_LIMIT: '0' });
  try {
    const cases: Case[] = [];
    for (const path of PATHS) {
      // A first, small answer warms the route up (JIT, pool) outside the measure.
      const start = await residentBytes(api.pid);
      await fetchAnswer(api.url, api.headers, path, sql(1000));
      const atCap = await measureOnce(api, path, CAP, (answer) => checkWhole(path, answer));
      const cut = await measureOnce(api, path, ROWS, (answer) => checkCut(path, answer));
      cases.push({ path, start, atCap, cut });
    }
    return cases;
  } finally {
    await api.stop();
  }
}

const stateDir = await makeStateDir('bench');
let cases: Case[];
try {
  cases = await measure(stateDir);
} finally {
  await removeStateDir(stateDir);
}

const mb = (bytes: number) => (bytes / MB).toFixed(1);
console.log(
  `  ${CLIENTS} clients at once, each asking for ${ROWS.toLocaleString('en-US')} rows of ~${PAD} bytes ` +
    `(cut at ${CAP.toLocaleString('en-US')} with the notice), against the same asking for exactly ${CAP.toLocaleString('en-US')}:`,
);
for (const { path, start, atCap, cut } of cases) {
  console.log(`    ${path}: API RSS ${mb(start)} MB before the warm-up`);
  for (const [label, m] of [
    ['exactly the cap', atCap],
    [`${ROWS.toLocaleString('en-US')} rows`, cut],
  ] as const) {
    console.log(
      `      ${label.padEnd(16)} answered ${mb(m.answered)} MB in ${m.seconds.toFixed(1)} s; RSS ${mb(m.before)} MB ` +
        `before, peak growth ${mb(m.growth)} MB (${(m.growth / m.answered).toFixed(3)}x the bytes answered)`,
    );
  }
  console.log(
    `      growth cut / growth at the cap: ${(cut.growth / Math.max(atCap.growth, 1)).toFixed(2)}x`,
  );
}
const ratioOf = (m: Measure) => m.growth / m.answered;
const worst = cases.reduce((a, b) => (ratioOf(b.cut) > ratioOf(a.cut) ? b : a));
const ratio = ratioOf(worst.cut);
const pass = ratio < TARGET_RATIO;
console.log(
  verdict(
    'sql-row-cap',
    `RSS growth at most ${mb(worst.cut.growth)} MB for ${mb(worst.cut.answered)} MB answered ` +
      `(${ratio.toFixed(3)}x, ${worst.path}) with 3 x ${ROWS.toLocaleString('en-US')} rows read and cut`,
    `< ${TARGET_RATIO}x`,
    pass,
  ),
);
process.exitCode = pass ? 0 : 1;

// The shell's first load: how much JavaScript (gzipped) a browser fetches before the shell (core,
// design system, nav) is interactive, whether every plugin's entries are in chunks of their own,
// and how long headless Chromium takes from navigation to an interactive shell.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../api/src/postgres/free-port.js';
import { spawnAtrium, type AtriumProcess } from '../harness/start-process.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { summarize, verdict } from './stats.mjs';
import { KB, ROOT, kb, ms } from './shell-load/common.mjs';
import { inspectBuild } from './shell-load/inspect-build.mjs';
import { EDITOR, visit, type Run, type Script } from './shell-load/visit.mjs';

const RUNS = 7;
const BUDGET_KB = 150;
const START_TIMEOUT_MS = 120_000;

/** `node scripts/build.mjs`: a forced vite build of core into core/dist. */
async function build(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`scripts/build.mjs exited with ${code}:\n${output}`);
  return performance.now() - started;
}

async function ready(atrium: AtriumProcess): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`Atrium was not ready in ${START_TIMEOUT_MS} ms:\n${atrium.output()}`)),
      START_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([atrium.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// 1. A fresh build, as `pnpm build` makes it.
console.log(`  built in ${ms(await build())}`);

// 2. What the build says about the first load.
const built = inspectBuild();
const pluginOf = new Map([...built.pluginChunks].map(([id, chunk]) => [chunk, id]));
const label = (file: string) => (pluginOf.has(file) ? `${file} [${pluginOf.get(file)}]` : file);
const ownChunks = built.problems.length === 0;
console.log(
  `  static: entry + ${built.firstLoad.length - 1} modulepreloads = ${kb(built.firstLoadGz)} gz`,
);
for (const { file, raw, gz } of built.firstLoad) {
  console.log(`    ${kb(gz).padStart(9)} gz  ${kb(raw).padStart(9)} raw  ${file}`);
}
for (const [id, chunk] of built.pluginChunks) console.log(`  plugin ${id}: ${chunk}`);
for (const problem of built.problems) console.log(`  plugin chunk problem: ${problem}`);
console.log(`  each plugin in its own chunk: ${ownChunks ? 'yes' : 'no'}`);
if (built.devBuild) {
  console.log('  note: the entry holds jsxDEV, a development build (is NODE_ENV=development set?)');
}

// 3. The shell in headless Chromium, served as `npm start` serves it.
// An external database would take the embedded cluster's place; keep to what npm start does alone.
delete process.env.DATABASE_URL;
delete process.env.ATRIUM_PLATFORM_DATABASE_URL;
const stateDir = await makeStateDir('bench');
const runs: Run[] = [];
const editorRuns: Run[] = [];
try {
  const atrium = spawnAtrium({ PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir });
  try {
    const baseUrl = await ready(atrium);
    // One visit first, not counted, so the server's first-request work is not in run 1.
    await visit(baseUrl);
    for (let i = 1; i <= RUNS; i++) {
      const run = await visit(baseUrl);
      runs.push(run);
      const first = run.scripts.filter((script) => script.beforeInteractive);
      const gz = first.reduce((sum, script) => sum + script.gz, 0);
      console.log(
        `  run ${i}: interactive ${ms(run.interactiveMs)} (wall ${ms(run.wallMs)}), ` +
          `DCL ${ms(run.domContentLoadedMs)}, FCP ${ms(run.fcpMs)}, ` +
          `JS before interactive ${kb(gz)} gz in ${first.length} files`,
      );
      for (const error of run.errors) console.log(`    page error: ${error}`);
    }
    // The editor's landing (no table open), in the same run as the shell it is compared with.
    await visit(baseUrl, EDITOR);
    for (let i = 1; i <= RUNS; i++) {
      const run = await visit(baseUrl, EDITOR);
      editorRuns.push(run);
      const gz = run.scripts.filter((s) => s.beforeInteractive).reduce((sum, s) => sum + s.gz, 0);
      console.log(
        `  editor run ${i}: interactive ${ms(run.interactiveMs)}, ` +
          `JS before interactive ${kb(gz)} gz`,
      );
      for (const error of run.errors) console.log(`    page error: ${error}`);
    }
  } finally {
    await atrium.stop();
  }
} finally {
  await removeStateDir(stateDir);
}

// Which files come before interactive is not the same every run: the command palette's chunks are
// fetched when the browser is first idle (App.tsx), which is while the nav's chunk is on its way,
// so they land before the nav has its links or after it. The heaviest run is held to the budget
// (any chunk loaded before interactive counts); the files behind the difference are listed.
const all = new Map(runs.flatMap((run) => run.scripts.map((script) => [script.file, script])));
const timesEarly = (file: string) =>
  runs.filter((run) => run.scripts.some((s) => s.file === file && s.beforeInteractive)).length;
const total = (scripts: Iterable<Script>, key: 'gz' | 'wire' = 'gz') =>
  [...scripts].reduce((sum, script) => sum + script[key], 0);
const early = (run: Run) => run.scripts.filter((script) => script.beforeInteractive);
const heaviest = runs.reduce((a, b) => (total(early(b)) > total(early(a)) ? b : a));
const firstLoadGz = total(early(heaviest));
const always = [...all.values()].filter((script) => timesEarly(script.file) === RUNS);
const sometimes = [...all.values()].filter(
  (s) => timesEarly(s.file) > 0 && timesEarly(s.file) < RUNS,
);
const never = [...all.values()].filter((script) => timesEarly(script.file) === 0);
const list = (scripts: Script[]) =>
  scripts.forEach((s) => {
    const runsNote = sometimes.some((other) => other.file === s.file)
      ? `  (before interactive in ${timesEarly(s.file)} of ${RUNS} runs)`
      : '';
    console.log(`    ${kb(s.gz).padStart(9)} gz  ${label(s.file)}${runsNote}`);
  });

console.log(
  `  browser: JS before interactive ${kb(firstLoadGz)} gz in the heaviest run (gzip -9 of each ` +
    `body; ${kb(total(early(heaviest), 'wire'))} on the wire), ${early(heaviest).length} files:`,
);
list(early(heaviest));
console.log(`  before interactive in every run: ${kb(total(always))} gz in ${always.length} files`);
if (never.length > 0) {
  console.log(`  after interactive in every run (${kb(total(never))} gz):`);
  list(never);
}
console.log(
  `  whole visit (until the network is idle): ${kb(Math.max(...runs.map((r) => total(r.scripts))))} gz`,
);
const timings: Array<[string, (run: Run) => number]> = [
  ['interactive', (run) => run.interactiveMs],
  ['interactive, wall clock', (run) => run.wallMs],
  ['FCP', (run) => run.fcpMs],
  ['DOMContentLoaded', (run) => run.domContentLoadedMs],
];
for (const [name, of] of timings) {
  const s = summarize(runs.map(of));
  console.log(`  ${name} (${RUNS} runs): p50 ${ms(s.p50)}, min ${ms(s.min)}, max ${ms(s.max)}`);
}

// The editor's landing: its heaviest run, against the shell's heaviest measured in this same run.
const editorHeaviest = editorRuns.reduce((a, b) => (total(early(b)) > total(early(a)) ? b : a));
const editorGz = total(early(editorHeaviest));
console.log(
  `  editor landing (${EDITOR.path}): JS before interactive ${kb(editorGz)} gz in the heaviest ` +
    `run, ${(editorGz / firstLoadGz).toFixed(2)}x the shell's; ${early(editorHeaviest).length} files:`,
);
list(early(editorHeaviest));
const editorInteractive = summarize(editorRuns.map((run) => run.interactiveMs));
console.log(
  `  editor interactive (${RUNS} runs): p50 ${ms(editorInteractive.p50)}, ` +
    `min ${ms(editorInteractive.min)}, max ${ms(editorInteractive.max)}`,
);

const pass = firstLoadGz < BUDGET_KB * KB && editorGz < BUDGET_KB * KB && ownChunks;
console.log(
  verdict(
    'shell-load',
    `first-load JS ${kb(firstLoadGz)} gz, editor landing ${kb(editorGz)} gz, ` +
      `each plugin in its own chunk: ${ownChunks ? 'yes' : 'no'}`,
    `both < ${BUDGET_KB} KB gz and yes`,
    pass,
  ),
);
process.exitCode = pass ? 0 : 1;

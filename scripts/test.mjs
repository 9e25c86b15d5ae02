// `npm test`: install what is needed (dependencies, Debian's Chromium), then two lanes side by
// side: the end-to-end suite in one (its app starts as `npm start` does, building the web app and
// the docs site when stale); typecheck, lint and the logic suite side by side, then the unit, ui
// and integration suites in turn, in the other. The build is not a step before both lanes: it
// kept one core busy and the other idle for its 15 s. Every step runs even after a failure, so
// one run shows everything that is wrong; the exit code is non-zero if any failed.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { coresBusy, machineCpu, recordedCpuMs } from './lib/cpu-time.mjs';
import { readReports, timingSummary, formatDuration } from './lib/test-reports.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { ROOT } from './lib/paths.mjs';
import { packageScript, run, runCaptured } from './lib/run.mjs';
import { runSteps } from './lib/run-steps.mjs';

const OUTPUT = join(ROOT, 'tests', '.output');
const WITH_CPU_TIME = join(ROOT, 'scripts', 'lib', 'with-cpu-time.mjs');
const YIELDING_NICENESS = 5;

/**
 * A step that runs the root package.json's script `script` with these arguments, its output
 * printed as it comes or held back (`captured`), through with-cpu-time.mjs, which records the CPU
 * time it and all it started used. A `yielding` step runs at a lower priority (`nice`): when both
 * lanes want the cores, the one that ends the run gets them first (below).
 */
const scriptStep = (name, script, args = [], { yielding = false } = {}) => ({
  name,
  async run(captured) {
    const cpuFile = join(OUTPUT, `${name}.cpu.json`);
    const { command, args: scriptArgs, options } = packageScript('.', script, args);
    const node = [process.execPath, WITH_CPU_TIME, cpuFile, command, ...scriptArgs];
    const niced = yielding ? ['nice', '-n', String(YIELDING_NICENESS), ...node] : node;
    const wrapped = [niced[0], niced.slice(1), options];
    const result = captured ? await runCaptured(...wrapped) : { code: await run(...wrapped) };
    return { ...result, cpuMs: recordedCpuMs(cpuFile) };
  },
});
const vitestStep = (project, options) =>
  scriptStep(
    project,
    `test:${project}`,
    [
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(OUTPUT, `${project}.json`)}`,
    ],
    options,
  );

await ensureDependencies();
await ensureChromium();
rmSync(OUTPUT, { recursive: true, force: true });
mkdirSync(OUTPUT, { recursive: true });

// Two lanes side by side, the longer chain started at once. e2e waits much of its time (on
// Chromium's frames, animations, the app's requests) and keeps about one core busy, so it starts
// at once and runs beside everything else. In the other lane, the checks that need no server run
// side by side (tsc, ESLint and the logic suite use one core each), then the unit, ui and
// integration suites in turn. Those three never run beside the checks or each other: unit holds
// CPU-bound tests under Vitest's 5 s limit (password hashing, property tests), which timed out
// beside tsc, and ui beside integration starved integration's timed tests under load. On two
// cores the run keeps both about 95% busy: only less CPU work makes it shorter (the CPU times in
// the summary say whose). The other lane yields (`nice`) to e2e, the one that ends the run: at
// equal priority e2e ended 31 s after it (530 s against 497 in a clean run); yielding, both ended
// within a second of each other, at 508 s, e2e starting its tests 11 s sooner.
const e2eLane = [vitestStep('e2e')];
const yielding = { yielding: true };
const checks = [
  scriptStep('typecheck', 'typecheck', [], yielding),
  scriptStep('lint', 'lint', [], yielding),
  vitestStep('logic', yielding),
];
const inTurn = [
  vitestStep('unit', yielding),
  vitestStep('ui', yielding),
  vitestStep('integration', yielding),
];

const started = performance.now();
const cpuBefore = machineCpu();
const [e2e, suites] = await Promise.all([
  runSteps(e2eLane, { concurrency: 1, captured: true }),
  runSteps(checks, { captured: true }).then(async (checked) => [
    ...checked,
    ...(await runSteps(inTurn, { concurrency: 1, captured: true })),
  ]),
]);
const timings = [...suites, ...e2e];
const failed = timings.filter(({ code }) => code !== 0).map(({ name }) => name);

console.log("\n━━ times (each step, its CPU time, and a suite's ten slowest files) ━━");
for (const line of timingSummary(OUTPUT, ROOT, timings)) console.log(line);
const busy = coresBusy(cpuBefore, machineCpu());
console.log(`total: ${formatDuration(performance.now() - started)}${busy ? ` (${busy})` : ''}`);

const { passed, failedTests, failures } = readReports(OUTPUT, ROOT);
// CI shows only the end of the output, so the failures are repeated here, where it looks.
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(failed.length ? `\nFailed steps: ${failed.join(', ')}` : '\nAll steps passed.');
console.log(`Tests: ${passed} passed, ${failedTests} failed`);
process.exit(failed.length || passed === 0 ? 1 : 0);

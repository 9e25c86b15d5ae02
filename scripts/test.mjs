// `npm test`: install what is needed (dependencies, Debian's Chromium), build the web app, then
// typecheck, lint, and the unit, integration and end-to-end suites. Every step runs even after a
// failure, so one run shows everything that is wrong; the exit code is non-zero if any failed.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebIfStale } from './lib/build-web.mjs';
import { readReports, timingSummary, formatDuration } from './lib/test-reports.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { ROOT } from './lib/paths.mjs';
import { PNPM, run } from './lib/run.mjs';

const OUTPUT = join(ROOT, 'tests', '.output');
const pnpm = (...args) => run(PNPM[0], [...PNPM.slice(1), ...args]);
const vitest = (project) =>
  pnpm(
    'exec',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(OUTPUT, `${project}.json`)}`,
  );

await ensureDependencies();
await ensureChromium();
await buildWebIfStale();
rmSync(OUTPUT, { recursive: true, force: true });
mkdirSync(OUTPUT, { recursive: true });

const steps = [
  ['typecheck', () => pnpm('typecheck')],
  ['lint', () => pnpm('lint')],
  ['unit', () => vitest('unit')],
  ['logic', () => vitest('logic')],
  ['ui', () => vitest('ui')],
  ['integration', () => vitest('integration')],
  ['docs build', () => pnpm('--filter', '@atrium/docs', 'build')],
  ['e2e', () => vitest('e2e')],
];

const failed = [];
const timings = [];
const started = performance.now();
for (const [name, step] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const stepStarted = performance.now();
  if ((await step()) !== 0) failed.push(name);
  timings.push({ name, ms: performance.now() - stepStarted });
}

console.log('\n━━ times (each suite, and its ten slowest files) ━━');
for (const line of timingSummary(OUTPUT, ROOT, timings)) console.log(line);
console.log(`total: ${formatDuration(performance.now() - started)}`);

const { passed, failedTests, failures } = readReports(OUTPUT, ROOT);
// CI shows only the end of the output, so the failures are repeated here, where it looks.
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(failed.length ? `\nFailed steps: ${failed.join(', ')}` : '\nAll steps passed.');
console.log(`Tests: ${passed} passed, ${failedTests} failed`);
process.exit(failed.length || passed === 0 ? 1 : 0);

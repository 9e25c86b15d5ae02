// `npm test`: install what is needed (dependencies, Debian's Chromium), build the web app, then
// typecheck, lint, and the unit, integration and end-to-end suites. Every step runs even after a
// failure, so one run shows everything that is wrong; the exit code is non-zero if any failed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebIfStale } from './lib/build-web.mjs';
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
  ['ui', () => vitest('ui')],
  ['integration', () => vitest('integration')],
  ['docs build', () => pnpm('--filter', '@atrium/docs', 'build')],
  ['e2e', () => vitest('e2e')],
];

const failed = [];
for (const [name, step] of steps) {
  console.log(`\n━━ ${name} ━━`);
  if ((await step()) !== 0) failed.push(name);
}

/** Totals from vitest's JSON reports, so the last line says how many tests ran. */
function totals() {
  let passed = 0;
  let failedTests = 0;
  for (const project of ['unit', 'ui', 'integration', 'e2e']) {
    try {
      const report = JSON.parse(readFileSync(join(OUTPUT, `${project}.json`), 'utf8'));
      passed += report.numPassedTests;
      failedTests += report.numFailedTests;
    } catch {
      // A suite that crashed before writing its report is already listed as failed.
    }
  }
  return { passed, failedTests };
}

const { passed, failedTests } = totals();
console.log(failed.length ? `\nFailed steps: ${failed.join(', ')}` : '\nAll steps passed.');
console.log(`Tests: ${passed} passed, ${failedTests} failed`);
process.exit(failed.length || passed === 0 ? 1 : 0);

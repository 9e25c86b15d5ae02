import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Vitest projects whose JSON reports `npm test` writes, in the order it runs them. */
export const PROJECTS = ['unit', 'logic', 'ui', 'integration', 'e2e'];

/** A project's JSON report, or undefined when it crashed before writing one. */
function readReport(outputDir, project) {
  try {
    return JSON.parse(readFileSync(join(outputDir, `${project}.json`), 'utf8'));
  } catch {
    return undefined; // A suite that crashed before writing its report is already listed as failed.
  }
}

/**
 * Totals and failures from vitest's JSON reports in `outputDir`, so the last lines of `npm test`
 * say how many tests ran and which failed: CI shows only the end of the output.
 * @param {string} outputDir
 * @param {string} root the repository root, cut from file names
 * @returns {{ passed: number, failedTests: number, failures: string[] }}
 */
export function readReports(outputDir, root) {
  let passed = 0;
  let failedTests = 0;
  const failures = [];
  for (const project of PROJECTS) {
    const report = readReport(outputDir, project);
    if (!report) continue;
    passed += report.numPassedTests;
    failedTests += report.numFailedTests;
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status !== 'failed') continue;
        const reason = (test.failureMessages[0] ?? '').split('\n')[0].slice(0, 300);
        failures.push(
          `${project}: ${file.name.replace(`${root}/`, '')} › ${test.fullName}: ${reason}`,
        );
      }
    }
  }
  return { passed, failedTests, failures };
}

/**
 * A project's slowest test files, slowest first, from its JSON report: where a slow suite's time
 * goes. A file's time runs from its start to its end, set-up and imports included.
 * @param {string} outputDir
 * @param {string} root the repository root, cut from file names
 * @param {string} project
 * @param {number} [count]
 * @returns {{ file: string, ms: number }[]}
 */
export function slowestFiles(outputDir, root, project, count = 10) {
  const report = readReport(outputDir, project);
  if (!report) return [];
  return report.testResults
    .map((file) => ({
      file: file.name.replace(`${root}/`, ''),
      ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

/** Milliseconds as `1m 05s` or `4.2s`. */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
}

/**
 * The closing timing summary: each step's wall time and CPU time and, for test suites, their ten
 * slowest files, so a run says where its minutes went. Side by side on few cores, a step's CPU
 * time is what it cost the others: a step that waits takes long and costs little.
 * @param {string} outputDir
 * @param {string} root
 * @param {{ name: string, ms: number, cpuMs?: number }[]} steps each step's wall time and, where
 *   known, CPU time, in the order they ran
 * @returns {string[]} the lines to print
 */
export function timingSummary(outputDir, root, steps) {
  const lines = [];
  for (const { name, ms, cpuMs } of steps) {
    const cpu = cpuMs === undefined ? '' : ` (CPU ${formatDuration(cpuMs)})`;
    lines.push(`${name}: ${formatDuration(ms)}${cpu}`);
    if (!PROJECTS.includes(name)) continue;
    for (const { file, ms: fileMs } of slowestFiles(outputDir, root, name)) {
      lines.push(`  ${formatDuration(fileMs).padStart(8)}  ${file}`);
    }
  }
  return lines;
}

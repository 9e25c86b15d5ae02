import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
  for (const project of ['unit', 'ui', 'integration', 'e2e']) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(outputDir, `${project}.json`), 'utf8'));
    } catch {
      continue; // A suite that crashed before writing its report is already listed as failed.
    }
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

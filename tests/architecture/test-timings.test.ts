import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowestFiles, timingSummary } from '../../scripts/lib/test-reports.mjs';

const ROOT = '/repo';

/** A JSON report as vitest writes it, with one file per [name, start, end]. */
const report = (files: [string, number, number][]) =>
  JSON.stringify({
    numPassedTests: files.length,
    numFailedTests: 0,
    testResults: files.map(([name, startTime, endTime]) => ({
      name: `${ROOT}/${name}`,
      startTime,
      endTime,
      assertionResults: [],
    })),
  });

/** `npm test`'s closing lines on time (scripts/lib/test-reports.mjs), read from fake reports. */
describe("npm test's timing summary", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atrium-test-timings-'));
    const files = Array.from({ length: 12 }, (_, i): [string, number, number] => [
      `tests/integration/f${i}.test.ts`,
      1000,
      1000 + i * 1000,
    ]);
    await writeFile(join(dir, 'integration.json'), report(files));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names the ten slowest files of a suite, slowest first, without the root', () => {
    const slowest = slowestFiles(dir, ROOT, 'integration');
    expect(slowest).toHaveLength(10);
    expect(slowest[0]).toEqual({ file: 'tests/integration/f11.test.ts', ms: 11_000 });
    expect(slowest.at(-1)).toEqual({ file: 'tests/integration/f2.test.ts', ms: 2000 });
  });

  it("prints each step's wall and CPU time, and the slowest files under each test suite", () => {
    const lines = timingSummary(dir, ROOT, [
      { name: 'typecheck', ms: 41_200 },
      { name: 'integration', ms: 185_000, cpuMs: 301_000 },
      { name: 'e2e', ms: 1000 }, // crashed before writing a report: a time, no files
    ]);
    expect(lines[0]).toBe('typecheck: 41.2s');
    expect(lines[1]).toBe('integration: 3m 05s (CPU 5m 01s)');
    expect(lines[2]).toBe('     11.0s  tests/integration/f11.test.ts');
    expect(lines).toHaveLength(1 + 1 + 10 + 1);
    expect(lines.at(-1)).toBe('e2e: 1.0s');
  });
});

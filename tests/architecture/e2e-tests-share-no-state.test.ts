import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './plugin-sources.js';
import { sharedGraphViolations, testFilesUnder } from './shared-module-graph.js';

/*
 * docs/architecture/testing.md: the `e2e` project runs its files one after another in one module
 * graph (`isolate: false`). A module mock or fake timers one file leaves on would reach every file
 * after it, so they are ruled out here, in the tests and in the helpers they share.
 */
const e2eTests = () =>
  ['tests/e2e', 'tests/harness']
    .flatMap((dir) => testFilesUnder(dir, (path) => path.endsWith('.ts')))
    .sort();

describe('e2e tests share no state between files', () => {
  it('finds the e2e tests and their helpers', () => {
    expect(e2eTests()).toContain('tests/e2e/screens.test.ts');
    expect(e2eTests()).toContain('tests/e2e/screens/check-screen.ts');
  });

  it('mocks no module for the files after it and leaves no fake timers running', () => {
    const found = e2eTests().flatMap((file) =>
      sharedGraphViolations(readFileSync(join(ROOT, file), 'utf8'), file),
    );
    expect(found).toEqual([]);
  });
});

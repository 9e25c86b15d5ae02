import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './plugin-sources.js';
import { sharedGraphViolations, testFilesUnder } from './shared-module-graph.js';

/*
 * docs/architecture/testing.md: the `unit` project runs its files in one module graph per worker
 * (`isolate: false`: a fresh graph per file was 70% of the project's CPU time). Stubbed
 * globals, env and spies are undone after each test by the project's settings; what those cannot
 * undo, a module mock or fake timers left on, is ruled out here unless the file undoes it itself.
 */

/** The folders whose `*.test.ts` files the `unit` project runs (vitest.config.ts). */
const UNIT_FOLDERS = ['api/src', 'common/src', 'tests/architecture'];

/** The rules' own tests, which quote the calls they catch. */
const RULE_TESTS = new Set([
  'tests/architecture/logic-tests-share-no-state.test.ts',
  'tests/architecture/ui-tests-share-no-state.test.ts',
]);

const unitTests = () =>
  UNIT_FOLDERS.flatMap((dir) => testFilesUnder(dir, (path) => path.endsWith('.test.ts')))
    .filter((file) => !RULE_TESTS.has(file))
    .sort();

describe('unit tests share no state between files', () => {
  it('finds the unit tests', () => {
    expect(unitTests()).toContain('api/src/config.test.ts');
    expect(unitTests()).toContain('tests/architecture/nav-items-own-routes.test.ts');
    expect(unitTests().length).toBeGreaterThan(100);
  });

  it('mocks no module for the files after it and leaves no fake timers running', () => {
    const found = unitTests().flatMap((file) =>
      sharedGraphViolations(readFileSync(join(ROOT, file), 'utf8'), file),
    );
    expect(found).toEqual([]);
  });
});

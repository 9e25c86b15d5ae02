import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './plugin-sources.js';
import { sharedGraphViolations, testFilesUnder } from './shared-module-graph.js';

/*
 * docs/architecture/testing.md: the `ui` project runs the web packages' `*.test.tsx` and
 * `*.dom.test.ts` files in one DOM (happy-dom) and one module graph per worker (`isolate: false`).
 * core/src/testing/fresh-file-state.ts puts the page, storage, caches and timers back before each
 * file; what it cannot undo, a module mock, is ruled out here unless the file undoes it itself.
 */

/** The folders whose component tests the `ui` project runs (vitest.config.ts). */
const WEB_PACKAGES = ['design-system', 'core', 'plugins', 'examples', 'docs/site'];

const isUiTest = (path: string) =>
  (path.endsWith('.test.tsx') || path.endsWith('.dom.test.ts')) && path.includes('/src/');

const uiTests = () => WEB_PACKAGES.flatMap((dir) => testFilesUnder(dir, isUiTest)).sort();

describe('ui tests share no state between files', () => {
  it('finds the ui tests', () => {
    expect(uiTests()).toContain('plugins/data-grid/src/TableEditorPage.test.tsx');
    expect(uiTests()).toContain('core/src/auth/auth-source.dom.test.ts');
    expect(uiTests().length).toBeGreaterThan(80);
  });

  it('catches each kind of leak', () => {
    expect(sharedGraphViolations("vi.mock('./api.js', () => ({}))", 'a')).toHaveLength(1);
    expect(sharedGraphViolations("vi.doMock('./api.js', () => ({}))", 'a')).toHaveLength(1);
    expect(
      sharedGraphViolations(
        "vi.resetModules();\nvi.doMock('./a.js', () => ({}));\nafterAll(() => {\n  vi.doUnmock('./a.js');\n  vi.resetModules();\n});",
        'a',
      ),
    ).toEqual([]);
    expect(sharedGraphViolations('beforeEach(() => vi.useFakeTimers());', 'a')).toHaveLength(1);
    expect(
      sharedGraphViolations('vi.useFakeTimers();\nafterEach(() => vi.useRealTimers());', 'a'),
    ).toEqual([]);
  });

  it('mocks no module for the files after it and leaves no fake timers running', () => {
    const found = uiTests().flatMap((file) =>
      sharedGraphViolations(readFileSync(join(ROOT, file), 'utf8'), file),
    );
    expect(found).toEqual([]);
  });
});

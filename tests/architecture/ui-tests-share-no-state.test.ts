import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './plugin-sources.js';

/*
 * docs/architecture/testing.md: the `ui` project runs the web packages' `*.test.tsx` and
 * `*.dom.test.ts` files in one jsdom and one module graph per worker (`isolate: false`).
 * core/src/testing/fresh-file-state.ts puts the page, storage, caches and timers back before each
 * file; what it cannot undo, a module mock, is ruled out here unless the file undoes it itself.
 */

/** The folders whose component tests the `ui` project runs (vitest.config.ts). */
const WEB_PACKAGES = ['design-system', 'core', 'plugins', 'examples', 'docs/site'];

/** Every `*.test.tsx` and `*.dom.test.ts` under `dir` (outside node_modules and builds). */
function testsUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist'].includes(entry.name) ? [] : testsUnder(path);
    const isUiTest = path.endsWith('.test.tsx') || path.endsWith('.dom.test.ts');
    return isUiTest && path.includes('/src/') ? [path] : [];
  });
}

const uiTests = () => WEB_PACKAGES.flatMap(testsUnder).sort();

const RULES: { readonly rule: string; readonly broken: (text: string) => boolean }[] = [
  {
    rule:
      'a hoisted module mock (vi.mock) applies only if no earlier file of the worker imported ' +
      'the module, and stays for the files after it: use vi.resetModules(), vi.doMock(), then ' +
      'import what is tested, and vi.doUnmock() with vi.resetModules() in afterAll',
    broken: (text) => /\bvi\s*\.\s*mock\s*\(/.test(text),
  },
  {
    rule: 'a vi.doMock() without vi.resetModules() before it and vi.doUnmock() after the file',
    broken: (text) =>
      /\bvi\.doMock\(/.test(text) &&
      !(/\bvi\.resetModules\(/.test(text) && /\bvi\.doUnmock\(/.test(text)),
  },
  {
    rule: 'fake timers switched on without vi.useRealTimers() to switch them off',
    broken: (text) => /\bvi\.useFakeTimers\(/.test(text) && !/\bvi\.useRealTimers\(/.test(text),
  },
];

function violations(text: string, file: string): string[] {
  return RULES.filter(({ broken }) => broken(text)).map(({ rule }) => `${file}: ${rule}`);
}

describe('ui tests share no state between files', () => {
  it('finds the ui tests', () => {
    expect(uiTests()).toContain('plugins/data-grid/src/TableEditorPage.test.tsx');
    expect(uiTests()).toContain('core/src/auth/auth-source.dom.test.ts');
    expect(uiTests().length).toBeGreaterThan(80);
  });

  it('catches each kind of leak', () => {
    expect(violations("vi.mock('./api.js', () => ({}))", 'a')).toHaveLength(1);
    expect(violations("vi.doMock('./api.js', () => ({}))", 'a')).toHaveLength(1);
    expect(
      violations(
        "vi.resetModules();\nvi.doMock('./a.js', () => ({}));\nafterAll(() => {\n  vi.doUnmock('./a.js');\n  vi.resetModules();\n});",
        'a',
      ),
    ).toEqual([]);
    expect(violations('beforeEach(() => vi.useFakeTimers());', 'a')).toHaveLength(1);
    expect(violations('vi.useFakeTimers();\nafterEach(() => vi.useRealTimers());', 'a')).toEqual(
      [],
    );
  });

  it('mocks no module for the files after it and leaves no fake timers running', () => {
    const found = uiTests().flatMap((file) =>
      violations(readFileSync(join(ROOT, file), 'utf8'), file),
    );
    expect(found).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './plugin-sources.js';

/*
 * docs/architecture/testing.md: the `logic` project runs the web packages' `*.test.ts` files in
 * node with `isolate: false`, several files in one module graph. Globals, env and spies are undone
 * by the project's settings after each test; what those cannot undo is ruled out here.
 */

/** The folders whose `*.test.ts` files the `logic` project runs (vitest.config.ts). */
const WEB_PACKAGES = ['design-system', 'core', 'plugins', 'examples', 'docs/site'];

/** Every `*.test.ts` under `dir` (outside node_modules and builds), relative to the root. */
function testsUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist'].includes(entry.name) ? [] : testsUnder(path);
    return path.endsWith('.test.ts') && !path.endsWith('.dom.test.ts') && path.includes('/src/')
      ? [path]
      : [];
  });
}

const logicTests = () => WEB_PACKAGES.flatMap(testsUnder).sort();

const RULES: { readonly rule: string; readonly broken: (text: string) => boolean }[] = [
  {
    rule: 'a module mock (vi.mock) would replace the module for the other files of its worker',
    broken: (text) => /\bvi\s*\.\s*(?:do)?[mM]ock\s*\(/.test(text),
  },
  {
    rule: 'fake timers switched on without vi.useRealTimers() to switch them off',
    broken: (text) => /\bvi\.useFakeTimers\(/.test(text) && !/\bvi\.useRealTimers\(/.test(text),
  },
];

function violations(text: string, file: string): string[] {
  return RULES.filter(({ broken }) => broken(text)).map(({ rule }) => `${file}: ${rule}`);
}

describe('logic tests share no state between files', () => {
  it('finds the logic tests', () => {
    expect(logicTests()).toContain('plugins/data-grid/src/grid/data/retry-policy.test.ts');
    expect(logicTests().length).toBeGreaterThan(40);
  });

  it('catches each kind of leak', () => {
    expect(violations("vi.mock('./api.js')", 'a')).toHaveLength(1);
    expect(violations('vi.doMock("x", () => ({}))', 'a')).toHaveLength(1);
    expect(violations('beforeEach(() => vi.useFakeTimers());', 'a')).toHaveLength(1);
    expect(violations('vi.useFakeTimers();\nafterEach(() => vi.useRealTimers());', 'a')).toEqual(
      [],
    );
  });

  it('has no module mocks and leaves no fake timers running', () => {
    const found = logicTests().flatMap((file) =>
      violations(readFileSync(join(ROOT, file), 'utf8'), file),
    );
    expect(found).toEqual([]);
  });
});

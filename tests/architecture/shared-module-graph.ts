/*
 * docs/architecture/testing.md: the `unit` and `ui` projects run the files of a worker in one
 * module graph (`isolate: false`). What the projects' settings cannot undo after a file, a module
 * mock or fake timers left on, a file must undo itself; these rules say how.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './plugin-sources.js';

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

/** The rules a file of a shared module graph breaks, each prefixed with the file's name. */
export function sharedGraphViolations(text: string, file: string): string[] {
  return RULES.filter(({ broken }) => broken(text)).map(({ rule }) => `${file}: ${rule}`);
}

/** The files under `dir` (relative to the root, outside node_modules and builds) that `is` picks. */
export function testFilesUnder(dir: string, is: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist'].includes(entry.name) ? [] : testFilesUnder(path, is);
    return is(path) ? [path] : [];
  });
}

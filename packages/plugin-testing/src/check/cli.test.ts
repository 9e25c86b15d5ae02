import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from './cli.js';

/** A plugin package with the given files, in a folder of its own. */
function packageWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-plugin-check-'));
  for (const [path, text] of Object.entries({ 'package.json': '{}', ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** What `atrium-plugin-check <dir>` prints, and its exit code. */
function checked(folder: string) {
  const printed: string[] = [];
  const code = runCheck([folder], (line) => printed.push(line));
  return { code, printed };
}

describe('atrium-plugin-check', () => {
  it('prints nothing and exits 0 for a package that keeps the rules', () => {
    dir = packageWith({
      'src/Page.tsx':
        "import { useParams } from '@atrium/plugin-api';\nexport const p = useParams;",
    });
    expect(checked(dir)).toEqual({ code: 0, printed: [] });
  });

  it('says so, and exits 2, for a folder that is not a package', () => {
    dir = mkdtempSync(join(tmpdir(), 'atrium-plugin-check-'));
    expect(checked(dir)).toEqual({
      code: 2,
      printed: [`${dir}: not a package folder (no package.json)`],
    });
  });

  it('prints each violation as file:line rule: message, in file order, and exits 1', () => {
    dir = packageWith({
      'src/Page.tsx': "// A screen.\nimport { Link } from 'wouter';\nexport const p = Link;",
      'src/data/notes.ts': "export const load = () => fetch('/api/notes');",
      'contracts.ts': "import { grid } from './src/grid.js';\nexport const points = grid;",
      'package.json': JSON.stringify({ exports: { './contracts': './contracts.ts' } }),
    });
    expect(checked(dir)).toEqual({
      code: 1,
      printed: [
        "contracts.ts:1 public-api: imports './src/grid.js': a contracts entry holds no code",
        'src/data/notes.ts:1 data-layer: a raw fetch instead of a typed client',
        "src/Page.tsx:2 public-api: imports 'wouter': routing comes from the plugin API",
        '3 plugin rule violations',
      ],
    });
  });
});

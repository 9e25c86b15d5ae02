import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { runnerImport } from 'vite';
import { lockReleased, takeLock } from '../../../../scripts/lib/process-lock.mjs';
import type { generatePropTables } from './generate.js';
import type { PropTables } from './types.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const CACHE = path.join(repoRoot, 'node_modules/.cache/atrium-prop-tables');

/**
 * Everything the tables are generated from: the design system's sources (it imports no other
 * workspace package), this generator's own, the compiler options, the libraries' types (the
 * lockfile) and the TypeScript that reads them.
 */
const INPUTS = [
  'design-system/src',
  'docs/site/src/prop-tables',
  'tsconfig.json',
  'tsconfig.base.json',
  'pnpm-lock.yaml',
];

function filesOf(relative: string): string[] {
  const full = path.join(repoRoot, relative);
  try {
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [relative];
  }
}

/** The TypeScript that reads the design system, by its package.json (see `generated`). */
const typescriptVersion = () =>
  (createRequire(import.meta.url)('typescript/package.json') as { version: string }).version;

/**
 * `generatePropTables()`, its modules loaded only now, through Vite's module runner: imported
 * here, the config bundle that Vite makes of every config using this plugin (the docs build's,
 * Vitest's) imported TypeScript at once, 0.6 s of CPU in each process, most of which find the
 * tables made.
 */
async function generated(): Promise<PropTables> {
  const generator = fileURLToPath(new URL('./generate.ts', import.meta.url));
  const { module } = await runnerImport<{
    generatePropTables: typeof generatePropTables;
  }>(generator);
  return module.generatePropTables();
}

/** A SHA-256 digest of the inputs' names and contents. */
function inputsDigest(): string {
  const hash = createHash('sha256').update(typescriptVersion());
  for (const file of INPUTS.flatMap(filesOf)) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(repoRoot, file)));
  }
  return hash.digest('hex');
}

function readTables(file: string): PropTables | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PropTables;
  } catch {
    return undefined; // Not made yet for these inputs.
  }
}

function writeTables(file: string, tables: PropTables) {
  for (const stale of readdirSync(CACHE).filter((name) => name.endsWith('.json'))) {
    rmSync(path.join(CACHE, stale), { force: true });
  }
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(tables));
  renameSync(partial, file);
}

/**
 * `generatePropTables()`, kept on disk by a digest of its inputs: the type-checked program takes
 * about 5 s of CPU, and the docs build, the `logic` and the `ui` projects each ask for the same
 * tables in every `npm test`. In a clean clone the docs build (in the e2e lane) and the `logic`
 * project start side by side with no tables yet, so one generates them under a lock file and the
 * other waits for its file rather than generating them a second time. Written whole (a rename),
 * so a reader beside never sees half a file.
 */
export async function cachedPropTables(): Promise<PropTables> {
  const digest = inputsDigest();
  const file = path.join(CACHE, `${digest}.json`);
  const lock = path.join(CACHE, `${digest}.lock`);
  mkdirSync(CACHE, { recursive: true });
  for (;;) {
    const cached = readTables(file);
    if (cached) return cached;
    if (takeLock(lock)) {
      try {
        // Another process may have written the file between the read above and the lock.
        const tables = readTables(file) ?? (await generated());
        writeTables(file, tables);
        return tables;
      } finally {
        rmSync(lock, { force: true });
      }
    }
    await lockReleased(lock);
  }
}

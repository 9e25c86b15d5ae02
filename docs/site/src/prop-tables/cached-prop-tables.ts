import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { generatePropTables } from './generate.js';
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

/** A SHA-256 digest of the inputs' names and contents. */
function inputsDigest(): string {
  const hash = createHash('sha256').update(ts.version);
  for (const file of INPUTS.flatMap(filesOf)) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(repoRoot, file)));
  }
  return hash.digest('hex');
}

/**
 * `generatePropTables()`, kept on disk by a digest of its inputs: the type-checked program took
 * 5.5 s of CPU, and the docs build, the `logic` and the `ui` projects each asked for the same
 * tables in every `npm test`. Written whole (a rename), so a reader beside never sees half a file.
 */
export function cachedPropTables(): PropTables {
  const file = path.join(CACHE, `${inputsDigest()}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PropTables;
  } catch {
    // Not made yet for these inputs.
  }
  const tables = generatePropTables();
  mkdirSync(CACHE, { recursive: true });
  for (const stale of readdirSync(CACHE).filter((name) => name.endsWith('.json'))) {
    rmSync(path.join(CACHE, stale), { force: true });
  }
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(tables));
  renameSync(partial, file);
  return tables;
}

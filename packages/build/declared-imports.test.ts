import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { namedPackages, undeclaredTypeImports } from './declared-imports.mjs';

/** A package's `dist/` with the given declaration files, in a folder of its own. */
function distWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-declared-imports-'));
  for (const [path, text] of Object.entries(files)) {
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

describe('the packages a published declaration imports are declared', () => {
  it('reads imports, re-exports, import types and type references, not comments', () => {
    const text = [
      '/// <reference types="vite/client" />',
      "import type { Logger } from 'pino';",
      "export * from 'hono/client';",
      "export declare const payload: import('jose').JWTPayload;",
      "import './local.js';",
      "/** @example import { x } from 'not-a-dependency' */",
      "// import pg from 'pg';",
    ].join('\n');
    expect([...namedPackages(text)].sort()).toEqual(['hono', 'jose', 'pino', 'vite']);
  });

  it('names each file and the package it imports that the package.json lacks', () => {
    dir = distWith({
      'index.d.ts': "export * from './types/api/src/http/env.js';\n",
      'types/api/src/http/env.d.ts':
        "import type { Logger } from 'pino';\nimport type pg from 'pg';\nimport type { Hono } from 'hono';\n",
      'types/api/src/db/pool.d.ts': "import type { EventEmitter } from 'node:events';\n",
    });
    expect(undeclaredTypeImports(dir, new Set(['hono']))).toEqual([
      { file: 'types/api/src/db/pool.d.ts', name: 'node:events' },
      { file: 'types/api/src/http/env.d.ts', name: 'pino' },
      { file: 'types/api/src/http/env.d.ts', name: 'pg' },
    ]);
  });

  it('takes a package, or its @types package, as declaring its types', () => {
    dir = distWith({
      'index.d.ts':
        "import type pg from 'pg';\nimport type { Logger } from 'pino';\nimport type { X } from '@scope/lib';\nimport type { Server } from 'node:http';\n",
    });
    const declared = new Set(['@types/pg', 'pino', '@types/scope__lib', '@types/node']);
    expect(undeclaredTypeImports(dir, declared)).toEqual([]);
  });
});

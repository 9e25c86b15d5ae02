import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { packageOf } from './sdk-packages.mjs';

const BUILTINS = new Set(builtinModules);

/** Splits a declaration file into code and comments, so examples in comments are not imports. */
export const outsideComments = (text, rewrite) =>
  text
    .split(/(\/\*[\s\S]*?\*\/|\/\/[^\n]*)/)
    .map((part, index) => (index % 2 === 1 ? part : rewrite(part)))
    .join('');

/** `from 'x'`, `import('x')`, `import 'x'`: what a declaration file's code imports. */
export const SPECIFIER = /(from\s+|import\s*\(\s*|import\s+)(['"])([^'"]+)\2/g;
const REFERENCE_TYPES = /^\/\/\/\s*<reference\s+types\s*=\s*(['"])([^'"]+)\1/gm;

/** The packages a declaration file's text names: imports, re-exports, import types, `/// <reference types>`. */
export function namedPackages(text) {
  const names = new Set();
  outsideComments(text, (code) => {
    for (const [, , , specifier] of code.matchAll(SPECIFIER)) {
      if (!specifier.startsWith('.')) names.add(packageOf(specifier));
    }
    return code;
  });
  for (const [, , name] of text.matchAll(REFERENCE_TYPES)) names.add(packageOf(name));
  return names;
}

/**
 * Whether a consumer that installs the package gets the types of `name`: the package itself or
 * its `@types/` package is declared (Node's own modules come with `@types/node`).
 */
function isDeclared(name, declared) {
  const bare = name.replace(/^node:/, '');
  if (name.startsWith('node:') || BUILTINS.has(bare)) return declared.has('@types/node');
  const typesName = name.startsWith('@')
    ? `@types/${name.slice(1).replace('/', '__')}`
    : `@types/${name}`;
  return declared.has(name) || declared.has(typesName);
}

const declarationFiles = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.d.ts'))
    .map((path) => join(dir, path));

/**
 * The packages the declaration files under `dir` import without the package declaring them
 * (`declared`: its name, dependencies and peer dependencies): a consumer without them would get
 * `any`, or errors under `skipLibCheck: false`. Answers `{ file, name }`, the file relative to `dir`.
 */
export function undeclaredTypeImports(dir, declared) {
  return declarationFiles(dir).flatMap((file) =>
    [...namedPackages(readFileSync(file, 'utf8'))]
      .filter((name) => !isDeclared(name, declared))
      .map((name) => ({ file: relative(dir, file), name })),
  );
}

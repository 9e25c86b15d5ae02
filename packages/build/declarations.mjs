import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { outsideComments, SPECIFIER } from './declared-imports.mjs';
import { outDirOf, packageOf, PUBLIC_NAMES, WORKSPACE_DIRS } from './sdk-packages.mjs';

const require = createRequire(import.meta.url);

/** Where one `tsc` run writes the declarations of every file the SDK entries reach. */
export const emittedDir = (root) => join(root, 'node_modules/.cache/atrium-sdk/types');

/**
 * The files `tsc` starts from: a package's entries, and the named entries of the workspace
 * packages its bundle holds. A file reached through `node_modules` is a library's to TypeScript,
 * and never emitted, so each entry another package imports must be a root of its own.
 */
function declarationRoots(root, spec) {
  const held = spec.inline
    .filter((name) => WORKSPACE_DIRS[name] !== spec.dir)
    .flatMap((name) => {
      const dir = WORKSPACE_DIRS[name];
      const { exports } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      return Object.entries(exports)
        .filter(([subpath, target]) => subpath !== '.' && /\.tsx?$/.test(target))
        .map(([, target]) => join(root, dir, target));
    });
  return [...Object.values(spec.entries).map((file) => join(root, file)), ...held];
}

/**
 * One `tsc --emitDeclarationOnly` over the entries of the given packages, with the workspace's
 * own compiler options, into a cache folder laid out as the repository is; `copyDeclarations`
 * then takes each package's share from it.
 */
export function emitDeclarations(root, specs) {
  const configDir = join(root, 'node_modules/.cache/atrium-sdk');
  rmSync(emittedDir(root), { recursive: true, force: true });
  mkdirSync(configDir, { recursive: true });
  const config = {
    extends: join(root, 'tsconfig.base.json'),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: root,
      outDir: emittedDir(root),
    },
    files: [...new Set(specs.flatMap((spec) => declarationRoots(root, spec)))],
  };
  writeFileSync(join(configDir, 'tsconfig.json'), JSON.stringify(config, null, 2));
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', configDir], {
    cwd: root,
    stdio: 'inherit',
  });
}

const declarationOf = (source) => source.replace(/\.(ts|tsx|js|mjs)$/, '.d.ts');

/** The source file a workspace package's export names: `@atrium/common/permissions` → its `.ts`. */
function exportedSource(root, specifier) {
  const name = packageOf(specifier);
  const dir = WORKSPACE_DIRS[name];
  if (!dir) throw new Error(`${specifier}: not a workspace package the SDK knows`);
  const { exports } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const subpath = `.${specifier.slice(name.length)}`;
  const pattern = Object.keys(exports).find(
    (key) => key === subpath || (key.endsWith('*') && subpath.startsWith(key.slice(0, -1))),
  );
  const target = pattern && exports[pattern];
  if (typeof target !== 'string') throw new Error(`${specifier}: not exported by ${name}`);
  const rest = pattern.endsWith('*') ? subpath.slice(pattern.length - 1) : '';
  return posix.join(dir, target.replace('*', rest));
}

/** A relative import of an emitted file: `./x.js`, `./x` or a folder's `index`. */
function resolveRelative(emitted, fromFile, specifier) {
  const base = posix.join(posix.dirname(fromFile), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.d.ts`, `${base}/index.d.ts`]) {
    if (existsSync(join(emitted, candidate))) return candidate;
  }
  throw new Error(`${fromFile}: no declarations for '${specifier}'`);
}

const relativeSpecifier = (fromFile, toFile) => {
  const path = posix.relative(posix.dirname(fromFile), toFile).replace(/\.d\.ts$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
};

/**
 * Where an emitted declaration is published, under `dist/types/`: where it was emitted, except a
 * `.tsx` source's whose name differs only in case from a `.ts` one's beside it (`Toast.tsx` and
 * `toast.ts` both emit to a `toast.d.ts` but for case): that one is `Toast.tsx.d.ts`, since
 * TypeScript takes the two names for one file (TS1149 under `skipLibCheck: false`), and so do
 * the file systems that fold case.
 */
function publishedName(root, file) {
  const base = posix.basename(file);
  const siblings = readdirSync(join(emittedDir(root), posix.dirname(file)));
  const clash = siblings.some((name) => name !== base && name.toLowerCase() === base.toLowerCase());
  const fromTsx = existsSync(join(root, file.replace(/\.d\.ts$/, '.tsx')));
  return clash && fromTsx ? file.replace(/\.d\.ts$/, '.tsx.d.ts') : file;
}

/** The code of a declaration file, without its comments (whose examples may read as code). */
const codeOf = (text) => {
  const parts = [];
  outsideComments(text, (code) => parts.push(code));
  return parts.join('');
};

/**
 * Copies into a package's `dist/types/` the declarations its entries reach, rewriting imports of
 * the workspace packages its bundle holds into relative ones, and imports of workspace entries
 * published under another name into that name; writes `dist/{entry}.d.ts` beside each entry's
 * JavaScript. What the copies import is checked afterwards (`undeclaredTypeImports`).
 */
export function copyDeclarations(root, spec) {
  const emitted = emittedDir(root);
  const out = join(root, outDirOf(spec));
  const queue = Object.values(spec.entries).map(declarationOf);
  const seen = new Set(queue);
  const published = (file) => publishedName(root, file);
  while (queue.length > 0) {
    const file = queue.shift();
    const text = outsideComments(readFileSync(join(emitted, file), 'utf8'), (code) =>
      code.replace(SPECIFIER, (whole, lead, quote, specifier) => {
        let target;
        if (specifier.startsWith('.')) target = resolveRelative(emitted, file, specifier);
        else if (specifier.startsWith('@atrium/') && spec.inline.includes(packageOf(specifier)))
          target = declarationOf(exportedSource(root, specifier));
        else {
          const renamed = PUBLIC_NAMES[specifier] ?? specifier;
          return `${lead}${quote}${renamed}${quote}`;
        }
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
        return `${lead}${quote}${relativeSpecifier(published(file), published(target))}${quote}`;
      }),
    );
    const copy = join(out, 'types', published(file));
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, text);
  }
  for (const [name, source] of Object.entries(spec.entries)) {
    const entry = `${name}.d.ts`;
    const target = posix.join('types', published(declarationOf(source)));
    const from = relativeSpecifier(entry, target);
    // Read from the code only: a doc comment's `export default defineConfig(...)` is an example.
    const hasDefault = /export default|export \{[^}]*\bdefault\b/.test(
      codeOf(readFileSync(join(emitted, declarationOf(source)), 'utf8')),
    );
    const lines = [`export * from '${from}';`];
    if (hasDefault) lines.push(`export { default } from '${from}';`);
    mkdirSync(dirname(join(out, entry)), { recursive: true });
    writeFileSync(join(out, entry), `${lines.join('\n')}\n`);
  }
}

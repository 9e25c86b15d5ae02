#!/usr/bin/env node
/**
 * Builds the SDK packages into JavaScript and declarations: `node packages/build/build-sdk.mjs
 * [--if-missing] [@atrium/name ...]` (all of them by default; `--if-missing` only those without a
 * build, as a package's `prepack` runs it). Inside the workspace nothing reads `dist/`: every
 * package is used from its sources, and `publishConfig.exports` points the packed package.json at
 * the build.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { undeclaredTypeImports } from './declared-imports.mjs';
import { copyDeclarations, emitDeclarations } from './declarations.mjs';
import { outDirOf, SDK_PACKAGES } from './sdk-packages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The staged package.json of a package published from part of a workspace package. */
function stagedManifest(spec) {
  const { version } = JSON.parse(readFileSync(join(root, spec.dir, 'package.json'), 'utf8'));
  const exports = Object.fromEntries(
    Object.keys(spec.entries).map((name) => [
      `./${name}`,
      { types: `./${name}.d.ts`, import: `./${name}.js` },
    ]),
  );
  const { description, dependencies, peerDependencies } = spec.staged;
  return {
    name: spec.name,
    version,
    description,
    type: 'module',
    exports,
    dependencies,
    peerDependencies,
  };
}

function declaredBy(spec) {
  const manifest = spec.staged
    ? stagedManifest(spec)
    : JSON.parse(readFileSync(join(root, spec.dir, 'package.json'), 'utf8'));
  return new Set([
    spec.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
}

/**
 * Builds the given packages; throws when a bundle, or a declaration file, imports a package its
 * package.json lacks, naming the package and (for a declaration) the file. Without
 * `declarations` (a deployment runs the JavaScript alone), no `tsc` run: most of the build's time.
 */
export async function buildSdk(specs, { declarations = true } = {}) {
  for (const spec of specs) rmSync(join(root, outDirOf(spec)), { recursive: true, force: true });
  // Vite and esbuild load only when there is something to build, not for a `prepack` with a build.
  const { bundle } = await import('./bundle.mjs');
  const imports = new Map();
  for (const spec of specs) imports.set(spec, await bundle(root, spec));
  if (declarations) emitDeclarations(root, specs);
  for (const spec of specs) {
    if (declarations) copyDeclarations(root, spec);
    const declared = declaredBy(spec);
    const missing = [...imports.get(spec)].filter((name) => !declared.has(name));
    if (missing.length > 0) {
      throw new Error(
        `${spec.name} imports ${missing.join(', ')}: declare each in its package.json`,
      );
    }
    // A consumer without a package the types name gets `any`, or errors under skipLibCheck: false.
    const typesOnly = declarations
      ? undeclaredTypeImports(join(root, outDirOf(spec)), declared)
      : [];
    if (typesOnly.length > 0) {
      const each = typesOnly
        .map(({ file, name }) => `  ${outDirOf(spec)}/${file} imports ${name}`)
        .join('\n');
      throw new Error(
        `${spec.name}: its declarations import packages its package.json does not declare ` +
          `(a dependency or peer, or their @types/ package):\n${each}`,
      );
    }
    if (spec.staged) {
      const manifest = `${JSON.stringify(stagedManifest(spec), null, 2)}\n`;
      writeFileSync(join(root, outDirOf(spec), 'package.json'), manifest);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const ifMissing = args.includes('--if-missing');
  const names = args.filter((arg) => !arg.startsWith('--'));
  const specs = SDK_PACKAGES.filter(
    (spec) =>
      (names.length === 0 || names.includes(spec.name)) &&
      !(ifMissing && existsSync(join(root, outDirOf(spec), Object.keys(spec.entries)[0] + '.js'))),
  );
  if (specs.length > 0) await buildSdk(specs);
}

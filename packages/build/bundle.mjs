import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build as viteBuild } from 'vite';
import { outDirOf, packageOf, PUBLIC_NAMES } from './sdk-packages.mjs';

const BUILTINS = new Set(builtinModules);
const isBare = (id) => /^[@a-z]/i.test(id) && (!id.includes(':') || id.startsWith('node:'));

/**
 * What a bundle does with an import: a workspace package it holds is bundled (null), a workspace
 * entry published under another name is imported by that name, anything else stays an import and
 * is recorded, for the check that the package declares it.
 */
function externalOf(spec, id, imported) {
  if (!isBare(id)) return null;
  if (id.startsWith('node:') || BUILTINS.has(packageOf(id))) return { id, external: true };
  if (spec.inline.includes(packageOf(id))) return null;
  const renamed = PUBLIC_NAMES[id] ?? id;
  imported.add(packageOf(renamed));
  return { id: renamed, external: true };
}

/** A browser package: Vite in library mode, so vanilla-extract's `.css.ts` become `styles.css`. */
async function bundleWeb(root, spec, imported) {
  await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [
      {
        name: 'atrium-sdk-externals',
        enforce: 'pre',
        resolveId: (id) => externalOf(spec, id, imported),
      },
      vanillaExtractPlugin(),
    ],
    build: {
      outDir: join(root, outDirOf(spec)),
      emptyOutDir: false,
      minify: false,
      lib: {
        entry: Object.fromEntries(
          Object.entries(spec.entries).map(([name, source]) => [name, join(root, source)]),
        ),
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
        cssFileName: 'styles',
      },
      rolldownOptions: {
        output: { chunkFileNames: 'chunks/[name]-[hash].js' },
        // The bundle's own lazy loaders meet static imports of the same module in `testing`.
        checks: { pluginTimings: false, ineffectiveDynamicImport: false },
      },
    },
  });
}

/** A Node package: one esbuild bundle per entry; what it imports is read from the bundle. */
async function bundleNode(root, spec, imported) {
  const resolved = new Set();
  const { metafile } = await esbuild({
    metafile: true,
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(spec.entries).map(([name, source]) => [name, join(root, source)]),
    ),
    outdir: join(root, outDirOf(spec)),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'atrium-sdk-externals',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, ({ path }) => {
            const external = externalOf(spec, path, resolved);
            return external ? { path: external.id, external: true } : undefined;
          });
          // The server's modules do their work when called, not when imported, so the bundle
          // keeps only what the entry's exports use: the API's sign-in, tokens and start-up,
          // which the permission middleware's modules import beside what it uses, stay out.
          build.onResolve(
            { filter: /.*/ },
            async ({ path, importer, kind, resolveDir, pluginData }) => {
              if (pluginData === 'inner' || kind === 'entry-point') return undefined;
              const result = await build.resolve(path, {
                importer,
                kind,
                resolveDir,
                pluginData: 'inner',
              });
              return result.external ? result : { ...result, sideEffects: false };
            },
          );
        },
      },
    ],
  });
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (external && !path.startsWith('node:')) imported.add(packageOf(path));
    }
  }
}

/** Bundles a package's entries into its dist; answers the packages the bundle imports. */
export async function bundle(root, spec) {
  const imported = new Set();
  await (spec.platform === 'node' ? bundleNode : bundleWeb)(root, spec, imported);
  return imported;
}

import { mkdirSync } from 'node:fs';
import { build, type Plugin } from 'esbuild';
import { HOST_LIBRARIES } from '../../../core/vite/host-libraries.js';
import type { SharedLibraries } from './shared-modules.mjs';

/** The package a bare specifier names: `@scope/name` or `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const HOST_PROVIDED = new Set<string>(HOST_LIBRARIES);

/**
 * Binds a plugin's imports of the shared modules to the host's copies (external, by URL), so
 * there is one React by construction; any other import of a host library or an `@atrium`
 * package is an error naming it (the host has no second entry to give), and the rest of the
 * plugin's own dependencies are bundled.
 */
const hostModules = (shared: SharedLibraries): Plugin => ({
  name: 'atrium-host-modules',
  setup(b) {
    b.onResolve({ filter: /^[@a-z]/i }, ({ path }) => {
      const url = shared[path];
      if (url) return { path: url, external: true };
      const name = packageOf(path);
      if (HOST_PROVIDED.has(name) || name.startsWith('@atrium/')) {
        return {
          errors: [
            {
              text: `it imports ${path}, which the host does not share (it shares ${Object.keys(shared).join(', ')})`,
            },
          ],
        };
      }
      return undefined;
    });
    // vanilla-extract runs at build time only in the host's Vite build.
    b.onLoad({ filter: /\.css\.ts$/ }, ({ path }) => ({
      errors: [{ text: `${path}: vanilla-extract styles are not built in a deployment` }],
    }));
  },
});

/**
 * Builds one third-party plugin's web part from its manifest module: its manifest an entry, each
 * loader's module a chunk of its own, minified, into `outDir`. Answers the manifest entry's file,
 * relative to `outDir`. Throws with esbuild's messages when it cannot be built.
 */
export async function buildPlugin(
  manifestFile: string,
  outDir: string,
  shared: SharedLibraries,
): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const { metafile } = await build({
    // Output paths in the metafile are then relative to the plugin's folder.
    absWorkingDir: outDir,
    entryPoints: { manifest: manifestFile },
    outdir: outDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [hostModules(shared)],
  });
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint);
  if (!entry) throw new Error(`${manifestFile}: esbuild wrote no entry`);
  return entry[0];
}

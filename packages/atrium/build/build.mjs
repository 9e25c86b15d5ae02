#!/usr/bin/env node
/**
 * Builds the `atrium` package's `dist/`, what a deployment runs: `node packages/atrium/build/build.mjs`.
 * - `dist/web`: the web app with every first-party plugin, built by core's own Vite config but
 *   with no third-party package: it reads them at run time from the plugin index a deployment
 *   builds (PLUGIN_INDEX_BUILD), and has an entry chunk per module it shares with them
 *   (`shared-entries.mjs`). Built again only when Atrium's own sources changed since.
 * - `dist/server/app`: the API and the command line, bundled by esbuild from their TypeScript;
 *   npm packages stay imports, each declared in this package.json (checked here), and the files
 *   the API reads beside its modules (SQL, worker scripts) are copied next to the bundle, the
 *   platform migrations to `dist/migrations`, where the bundle's relative URLs find them.
 * - `dist/docs`: the docs site the app serves at /docs, the repository's own build (made by
 *   `buildDocsIfStale`, as `npm start` makes it) copied.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { buildDocsIfStale } from '../../../scripts/lib/build-docs.mjs';
import { compressAssets } from '../../../scripts/lib/compress-assets.mjs';
import {
  newestOwnSourceChange,
  newestSourceChange,
} from '../../../scripts/lib/web-build-inputs.mjs';
import { SHARED_MODULES } from '../src/shared-modules.mjs';
import { sharedEntries } from './shared-entries.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(packageDir, 'dist');
const webOut = join(dist, 'web');
const WEB_STAMP = join(webOut, '.built');
const serverOut = join(dist, 'server', 'app');

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The distribution's web app, unless one built after the newest change to its inputs exists. */
async function buildWeb() {
  const builtAt = existsSync(WEB_STAMP) ? Number(readFileSync(WEB_STAMP, 'utf8')) : 0;
  // The app's sources, what this package adds to its build, and the libraries' versions.
  const changedAt = Math.max(
    newestOwnSourceChange(root),
    newestSourceChange(join(packageDir, 'build')),
    newestSourceChange(join(packageDir, 'src')),
    newestSourceChange(join(root, 'pnpm-lock.yaml')),
  );
  if (builtAt > changedAt) return;
  const started = performance.now();
  // Read by core/vite/installed-plugins.ts (PLUGIN_INDEX_BUILD); a production React.
  process.env.ATRIUM_PLUGIN_INDEX_BUILD = '1';
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  const shared = await sharedEntries(root, SHARED_MODULES);
  await build({
    configFile: join(root, 'core', 'vite.config.ts'),
    root: join(root, 'core'),
    logLevel: 'warn',
    plugins: [shared.plugin],
    build: {
      outDir: webOut,
      emptyOutDir: true,
      rolldownOptions: {
        input: { index: join(root, 'core', 'index.html'), ...shared.input },
        // The shared entries' exports are what the deployment's plugins import.
        preserveEntrySignatures: 'strict',
      },
    },
  });
  compressAssets(webOut);
  writeFileSync(WEB_STAMP, String(Date.now()));
  console.log(
    `  Built the distribution's web app in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/** Every file under `dir` whose name matches. */
const filesUnder = (dir, pattern) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => join(dir, path))
    .filter((path) => pattern.test(path) && statSync(path).isFile());

/** The API and the command line, bundled; throws when it imports a package not declared. */
async function buildServer() {
  rmSync(join(dist, 'server'), { recursive: true, force: true });
  const declared = new Set(
    Object.keys(JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).dependencies),
  );
  const imported = new Set();
  await esbuild({
    absWorkingDir: root,
    entryPoints: { cli: join(packageDir, 'src', 'cli.ts') },
    outdir: serverOut,
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'atrium-npm-imports',
        setup(b) {
          // Atrium's own workspace packages are bundled; npm packages stay imports.
          b.onResolve({ filter: /^[@a-z]/i }, ({ path }) => {
            const name = packageOf(path);
            if (path.startsWith('node:') || builtinModules.includes(name))
              return { external: true };
            if (name.startsWith('@atrium/')) return undefined;
            imported.add(name);
            return { external: true };
          });
        },
      },
    ],
  });
  const missing = [...imported].filter((name) => !declared.has(name));
  if (missing.length > 0) {
    throw new Error(
      `atrium imports ${missing.join(', ')}: declare each in packages/atrium/package.json`,
    );
  }
  const copied = new Map();
  for (const file of filesUnder(join(root, 'api', 'src'), /\.(sql|mjs)$/)) {
    if (/\.test\./.test(file)) continue;
    // One folder holds them all: two of one name would leave the bundle reading the wrong one.
    const name = basename(file);
    if (copied.has(name)) throw new Error(`${copied.get(name)} and ${file} share a name`);
    copied.set(name, file);
    cpSync(file, join(serverOut, name));
  }
  mkdirSync(join(dist, 'migrations'), { recursive: true });
  cpSync(join(root, 'api', 'migrations'), join(dist, 'migrations'), { recursive: true });
}

/** The docs site, built if its sources changed since, copied into `dist/docs`. */
async function buildDocs() {
  await buildDocsIfStale();
  rmSync(join(dist, 'docs'), { recursive: true, force: true });
  cpSync(join(root, 'docs', 'site', 'dist'), join(dist, 'docs'), { recursive: true });
}

/** Builds `dist/`; sets this process's environment for Vite, so run it in a process of its own. */
export async function buildAtrium() {
  await buildWeb();
  await buildServer();
  await buildDocs();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildAtrium();

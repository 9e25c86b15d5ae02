import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressAssets } from './compress-assets.mjs';
import { ROOT } from './paths.mjs';
import { PNPM, runOrExit } from './run.mjs';

/** Folders whose sources end up in the web app bundle. */
const SOURCES = ['common', 'core', 'design-system', 'plugins', 'examples', 'atrium.config.json'];
const OUTPUT = join(ROOT, 'core', 'dist');
const STAMP = join(OUTPUT, '.built');

/** The newest change under `dir`, build output, dependencies and dot files left out. */
export function newestSourceChange(dir) {
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestSourceChange(path) : statSync(path).mtimeMs,
    );
  }
  return newest;
}

/** Builds the web app when any of its sources changed since the last build. */
export async function buildWebIfStale({ force = false } = {}) {
  const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const changedAt = Math.max(
    ...SOURCES.map((dir) => join(ROOT, dir))
      .filter(existsSync)
      .map(newestSourceChange),
  );
  if (!force && builtAt > changedAt) return;
  console.log('  Building the web app...');
  const started = performance.now();
  // Always a production build: the build is kept and served by later starts, and a NODE_ENV of
  // `test` (vitest's, inherited by the e2e setup) would otherwise make React's development build.
  // Warnings and errors only: a listing of every asset would push the start-up's own lines (the
  // URL, the setup link) off the screen. `pnpm --filter @atrium/core build` still lists them.
  await runOrExit(
    PNPM[0],
    [...PNPM.slice(1), '--silent', '--filter', '@atrium/core', 'build', '--logLevel', 'warn'],
    { env: { ...process.env, NODE_ENV: 'production' } },
  );
  compressAssets(OUTPUT);
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`  Built the web app in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

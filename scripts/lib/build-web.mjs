import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressAssets } from './compress-assets.mjs';
import { ROOT } from './paths.mjs';
import { packageScript, runOrExit } from './run.mjs';
import { installedDigest, newestOwnSourceChange, webBuildIsStale } from './web-build-inputs.mjs';

export { newestSourceChange } from './web-build-inputs.mjs';

const OUTPUT = join(ROOT, 'core', 'dist');
/** When the last build was made and from what installed plugins (`BuiltStamp`). */
const STAMP = join(OUTPUT, '.built');

/** The last build's stamp; undefined when there is none or it is of an older form. */
function readStamp() {
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
    return typeof stamp?.at === 'number' && typeof stamp.installed === 'string' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Builds the web app when any of its sources changed since the last build, or the installed
 * plugins or the lockfile did (a plugin installed, upgraded or changed in place).
 */
export async function buildWebIfStale({ force = false } = {}) {
  const installed = installedDigest(ROOT);
  const built = existsSync(STAMP) ? readStamp() : undefined;
  const ownSourcesChangedAt = newestOwnSourceChange(ROOT);
  if (!webBuildIsStale({ force, built, ownSourcesChangedAt, installed })) return;
  console.log('  Building the web app...');
  const started = performance.now();
  // Always a production build: the build is kept and served by later starts, and a NODE_ENV of
  // `test` (vitest's, inherited by the e2e setup) would otherwise make React's development build.
  // Warnings and errors only: a listing of every asset would push the start-up's own lines (the
  // URL, the setup link) off the screen. `pnpm --filter @atrium/core build` still lists them.
  const build = packageScript('core', 'build', ['--logLevel', 'warn'], {
    ...process.env,
    NODE_ENV: 'production',
  });
  await runOrExit(build.command, build.args, build.options);
  compressAssets(OUTPUT);
  writeFileSync(STAMP, JSON.stringify({ at: Date.now(), installed }));
  console.log(`  Built the web app in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

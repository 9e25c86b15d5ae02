import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestSourceChange } from './build-web.mjs';
import { ROOT } from './paths.mjs';
import { packageScript, runOrThrow } from './run.mjs';

/**
 * Folders whose files end up in the docs site: its own sources and the pages it renders (docs/),
 * the live components (design-system, core, common) and the example plugin it shows.
 */
const SOURCES = ['docs', 'design-system', 'core', 'common', 'examples'];
/** Written by every build of the site, however it was started (`pnpm --filter @atrium/docs build` too). */
const BUILT = join(ROOT, 'docs', 'site', 'dist', 'index.html');

/**
 * Builds the docs site the server shows at /docs/ when any of its sources changed since; rejects
 * if the build fails. The server looks for the build on each request, so it may start meanwhile.
 */
export async function buildDocsIfStale({ force = false } = {}) {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  const changedAt = Math.max(
    ...SOURCES.map((dir) => join(ROOT, dir))
      .filter(existsSync)
      .map(newestSourceChange),
  );
  if (!force && builtAt > changedAt) return;
  console.log('  Building the documentation...');
  const started = performance.now();
  const build = packageScript('docs/site', 'build', ['--logLevel', 'error'], {
    ...process.env,
    NODE_ENV: 'production',
  });
  await runOrThrow(build.command, build.args, build.options);
  console.log(
    `  Built the documentation in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

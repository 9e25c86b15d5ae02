import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * `node scripts/build.mjs` with NODE_ENV=production: a forced build of the web app as users get
 * it. Without it the bench could measure a development build left behind by a test run (vitest
 * sets NODE_ENV=test, which the app's build inherits), whose React is several times slower.
 */
export async function buildProductionWeb(): Promise<void> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'build.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`scripts/build.mjs exited with ${code}:\n${output}`);
}

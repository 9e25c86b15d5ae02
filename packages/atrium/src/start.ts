import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { loadConfig } from '../../../api/src/config.js';
import { main } from '../../../api/src/main.js';
import { prepareWeb } from './prepare-web.js';

/** This package's folder: the bundle runs from its `dist/server/app/`. */
const PACKAGE_DIR = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * `atrium start` in a deployment folder (its `package.json`, `atrium.config.json` and
 * `node_modules`): builds the installed plugins' web parts beside a copy of the prebuilt web app,
 * in the instance's state folder (so instances sharing the folder never write each other's),
 * then runs Atrium as `npm start` does in the repository, with the deployment as its root.
 */
export async function start(rootDir: string): Promise<void> {
  const config = loadConfig(process.env, rootDir);
  const webDir = join(config.stateDir, 'web');
  const started = performance.now();
  const { built, refused } = await prepareWeb({
    rootDir,
    hostWeb: join(PACKAGE_DIR, 'dist', 'web'),
    hostDir: PACKAGE_DIR,
    webDir,
    packages: config.packages,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  Built ${built.length} plugin package(s) for the web app in ${seconds} s.`);
  for (const { error } of refused) console.warn(`  Plugin package left out: ${error}`);
  // A third-party server part may ship TypeScript, as the hello example does.
  register();
  await main(rootDir, { webRoot: webDir, docsRoot: join(PACKAGE_DIR, 'dist', 'docs') });
}

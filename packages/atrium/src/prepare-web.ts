import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pluginApiVersionProblem } from '../../../api/src/module/plugin-api-version.js';
import { PLUGIN_API_VERSION } from '../../../common/src/plugin-api-version.js';
import { ownCopiesProblem } from '../../../core/vite/host-libraries.js';
import { PLUGIN_INDEX_META } from '../../../core/vite/installed-plugins.js';
import { buildPlugin } from './build-plugin.js';
import { SHARED_LIBRARIES_FILE, type SharedLibraries } from './shared-modules.mjs';

/** Where the plugins built for a deployment are served from, under the web app's root. */
const BUNDLES = 'plugin-bundles';

interface Refused {
  readonly package: string;
  readonly error: string;
}

/** The folder of the package.json nearest above a package's file. */
function packageDirOf(file: string): string {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  return dirname(file);
}

/**
 * Makes the web app a deployment serves: a copy of the prebuilt app (`hostWeb`) in `webDir`,
 * with each third-party package of `packages` built beside it (`buildPlugin`) and a plugin index
 * module naming them and the packages left out, which index.html points the app at
 * (`PLUGIN_INDEX_META`). A package is left out, unbuilt, for another plugin-API version, for its
 * own copy of a host library (checked against the copies beside `hostDir`, this package), or
 * when it cannot be built; each is named with why, and listed on /admin/plugins.
 */
export async function prepareWeb(options: {
  readonly rootDir: string;
  readonly hostWeb: string;
  readonly hostDir: string;
  readonly webDir: string;
  readonly packages: readonly string[];
}): Promise<{ built: string[]; refused: Refused[] }> {
  const { rootDir, hostWeb, webDir } = options;
  rmSync(webDir, { recursive: true, force: true });
  mkdirSync(dirname(webDir), { recursive: true });
  cpSync(hostWeb, webDir, { recursive: true });
  const shared = JSON.parse(
    readFileSync(join(webDir, SHARED_LIBRARIES_FILE), 'utf8'),
  ) as SharedLibraries;
  const fromRoot = createRequire(join(rootDir, 'package.json'));
  const loaders: string[] = [];
  const built: string[] = [];
  const refused: Refused[] = [];
  for (const [i, pkg] of options.packages.entries()) {
    let file: string;
    try {
      file = fromRoot.resolve(`${pkg}/manifest`);
    } catch {
      refused.push({ package: pkg, error: `${pkg} is not installed, or has no ./manifest entry` });
      continue;
    }
    const problem =
      pluginApiVersionProblem(pkg, file, PLUGIN_API_VERSION) ??
      ownCopiesProblem(pkg, packageDirOf(file), options.hostDir);
    if (problem !== undefined) {
      refused.push({ package: pkg, error: problem });
      continue;
    }
    try {
      const entry = await buildPlugin(file, join(webDir, BUNDLES, String(i)), shared);
      const url = `/${BUNDLES}/${i}/${entry}`;
      loaders.push(
        `{ package: ${JSON.stringify(pkg)}, load: () => import(${JSON.stringify(url)}) }`,
      );
      built.push(pkg);
    } catch (error) {
      refused.push({
        package: pkg,
        error: `${pkg} could not be built: ${(error as Error).message}`,
      });
    }
  }
  const index =
    `export const thirdParty = [${loaders.join(', ')}];\n` +
    `export const refused = ${JSON.stringify(refused)};\n`;
  // Named by its content: a browser never runs a stale index after plugins change.
  const indexFile = `index-${createHash('sha256').update(index).digest('hex').slice(0, 12)}.js`;
  mkdirSync(join(webDir, BUNDLES), { recursive: true });
  writeFileSync(join(webDir, BUNDLES, indexFile), index);
  const html = join(webDir, 'index.html');
  const meta = `<meta name="${PLUGIN_INDEX_META}" content="/${BUNDLES}/${indexFile}">`;
  writeFileSync(html, readFileSync(html, 'utf8').replace('</head>', `  ${meta}\n  </head>`));
  // The build's compressed index.html would be served instead of the one just written.
  rmSync(`${html}.gz`, { force: true });
  return { built, refused };
}

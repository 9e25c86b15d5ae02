#!/usr/bin/env node
/**
 * Packs the SDK packages, and any plugin packages named, into tarballs that install with plain
 * npm outside the repository: `node packages/build/pack-sdk.mjs <destination> [plugin dir ...]`.
 * The SDK is built first. A workspace package is packed by pnpm, which writes its
 * `publishConfig.exports` (the build) over `exports` (the sources) and turns `workspace:`
 * versions into the packages' own; a staged one, already whole, by npm.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { oneAtATime } from '../../scripts/lib/process-lock.mjs';
import { buildSdk } from './build-sdk.mjs';
import { outDirOf, SDK_PACKAGES } from './sdk-packages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const execFileAsync = promisify(execFile);

/**
 * The pinned pnpm's own command, found once through npx (which fetches it the first time): an npx
 * per pack cost about 2 s of CPU each, for five packs side by side.
 */
let pinnedPnpm;
const pnpmCommand = () =>
  (pinnedPnpm ??= execFileAsync('npx', [
    '--yes',
    '--package=pnpm@10.34.9',
    '-c',
    'command -v pnpm',
  ]).then(({ stdout }) => [stdout.trim()]));
const pack = (command, cwd, destination) =>
  execFileAsync(command[0], [...command.slice(1), 'pack', '--pack-destination', destination], {
    cwd,
  });

/**
 * Where packing takes its turn: the build rewrites the `dist/` folders the packs read, and the
 * plugin kit's and the deployment's integration tests may pack side by side. A file (the
 * shared process lock's); the `pack.lock` folder an older checkout took is another name.
 */
const PACK_LOCK = join(root, 'node_modules/.cache/atrium-sdk/pack-turn.lock');

/**
 * Builds and packs, one process at a time; answers the tarballs' paths. Without `declarations`
 * the tarballs hold JavaScript alone (what a deployment runs), and the build is removed after
 * packing, so a package's `prepack` (`--if-missing`) never packs it.
 */
export const packSdk = (destination, pluginDirs = [], { declarations = true } = {}) =>
  oneAtATime(PACK_LOCK, async () => {
    try {
      return await buildAndPack(destination, pluginDirs, declarations);
    } finally {
      if (!declarations) {
        for (const spec of SDK_PACKAGES) {
          rmSync(join(root, outDirOf(spec)), { recursive: true, force: true });
        }
      }
    }
  });

/**
 * The build, then the packs side by side: each is mostly the package manager starting, and they
 * write different files.
 */
async function buildAndPack(destination, pluginDirs, declarations) {
  mkdirSync(destination, { recursive: true });
  const [pnpm] = await Promise.all([pnpmCommand(), buildSdk(SDK_PACKAGES, { declarations })]);
  await Promise.all([
    ...SDK_PACKAGES.map((spec) =>
      spec.staged
        ? pack(['npm'], join(root, outDirOf(spec)), destination)
        : pack(pnpm, join(root, spec.dir), destination),
    ),
    ...pluginDirs.map((dir) => pack(pnpm, resolve(root, dir), destination)),
  ]);
  return readdirSync(destination)
    .filter((name) => name.endsWith('.tgz'))
    .map((name) => join(destination, name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [destination = join(root, 'node_modules/.cache/atrium-sdk/tarballs'), ...plugins] =
    process.argv.slice(2);
  for (const tarball of await packSdk(resolve(destination), plugins)) {
    process.stdout.write(`${tarball}\n`);
  }
}

#!/usr/bin/env node
/**
 * Packs the SDK packages, and any plugin packages named, into tarballs that install with plain
 * npm outside the repository: `node packages/build/pack-sdk.mjs <destination> [plugin dir ...]`.
 * The SDK is built first. A workspace package is packed by pnpm, which writes its
 * `publishConfig.exports` (the build) over `exports` (the sources) and turns `workspace:`
 * versions into the packages' own; a staged one, already whole, by npm.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildSdk } from './build-sdk.mjs';
import { outDirOf, SDK_PACKAGES } from './sdk-packages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PNPM = ['npx', '--yes', 'pnpm@10.34.9'];

const execFileAsync = promisify(execFile);
const pack = (command, cwd, destination) =>
  execFileAsync(command[0], [...command.slice(1), 'pack', '--pack-destination', destination], {
    cwd,
  });

/**
 * Builds and packs; answers the tarballs' paths. The packs run side by side: each is mostly the
 * package manager starting, and they write different files.
 */
export async function packSdk(destination, pluginDirs = []) {
  mkdirSync(destination, { recursive: true });
  await buildSdk(SDK_PACKAGES);
  await Promise.all([
    ...SDK_PACKAGES.map((spec) =>
      spec.staged
        ? pack(['npm'], join(root, outDirOf(spec)), destination)
        : pack(PNPM, join(root, spec.dir), destination),
    ),
    ...pluginDirs.map((dir) => pack(PNPM, resolve(root, dir), destination)),
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

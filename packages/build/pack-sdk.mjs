#!/usr/bin/env node
/**
 * Packs the SDK packages, and any plugin packages named, into tarballs that install with plain
 * npm outside the repository: `node packages/build/pack-sdk.mjs <destination> [plugin dir ...]`.
 * The SDK is built first. A workspace package is packed by pnpm, which writes its
 * `publishConfig.exports` (the build) over `exports` (the sources) and turns `workspace:`
 * versions into the packages' own; a staged one, already whole, by npm.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSdk } from './build-sdk.mjs';
import { outDirOf, SDK_PACKAGES } from './sdk-packages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PNPM = ['npx', '--yes', 'pnpm@10.34.9'];

const pack = (command, cwd, destination) =>
  execFileSync(command[0], [...command.slice(1), 'pack', '--pack-destination', destination], {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
  });

/** Builds and packs; answers the tarballs' paths. */
export async function packSdk(destination, pluginDirs = []) {
  mkdirSync(destination, { recursive: true });
  await buildSdk(SDK_PACKAGES);
  for (const spec of SDK_PACKAGES) {
    if (spec.staged) pack(['npm'], join(root, outDirOf(spec)), destination);
    else pack(PNPM, join(root, spec.dir), destination);
  }
  for (const dir of pluginDirs) pack(PNPM, resolve(root, dir), destination);
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

#!/usr/bin/env node
/**
 * Builds the `atrium` package (`build.mjs`) and packs it into a tarball that installs with plain
 * npm outside the repository: `node packages/atrium/build/pack.mjs <destination>`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAtrium } from './build.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Builds and packs; answers the tarball's path. */
export async function packAtrium(destination) {
  mkdirSync(destination, { recursive: true });
  await buildAtrium();
  const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', destination], {
    cwd: packageDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
  return join(destination, name.split('\n').at(-1));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${await packAtrium(resolve(process.argv[2] ?? '.'))}\n`);
}

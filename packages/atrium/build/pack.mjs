#!/usr/bin/env node
/**
 * Builds the `atrium` package (`build.mjs`) and packs it into a tarball that installs with plain
 * npm outside the repository: `node packages/atrium/build/pack.mjs <destination>`.
 */
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Builds and packs; answers the tarball's path. */
export async function packAtrium(destination) {
  mkdirSync(destination, { recursive: true });
  // In a process of its own: the build sets the environment its Vite build reads.
  await run(process.execPath, [join(packageDir, 'build', 'build.mjs')], { cwd: packageDir });
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', destination], {
    cwd: packageDir,
  });
  return join(destination, stdout.trim().split('\n').at(-1));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${await packAtrium(resolve(process.argv[2] ?? '.'))}\n`);
}

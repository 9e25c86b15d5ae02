import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ROOT } from './paths.mjs';

/** The pinned pnpm, fetched through npx so a fresh machine needs only Node and npm. */
export const PNPM = ['npx', '--yes', 'pnpm@10.34.9'];

/**
 * A package's script, `scripts[name]` of `<dir>/package.json`, as `pnpm run` runs it once the
 * dependencies are installed: through sh, the package's and the root's `node_modules/.bin` first on
 * PATH, `args` appended. Without npx and pnpm starting first: the two cost about 3 s of CPU per
 * command, paid by each of `npm test`'s steps and builds (perf, a clean run).
 */
export function packageScript(dir, name, args = [], env = process.env) {
  const { scripts = {} } = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
  if (!scripts[name]) throw new Error(`${dir}/package.json has no script '${name}'`);
  const bins = [join(ROOT, dir, 'node_modules', '.bin'), join(ROOT, 'node_modules', '.bin')];
  return {
    command: 'sh',
    args: ['-c', `${scripts[name]} "$@"`, name, ...args],
    options: { cwd: join(ROOT, dir), env: { ...env, PATH: [...bins, env.PATH].join(delimiter) } },
  };
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with inherited output; rejects, naming the command, if it fails. */
export async function runOrThrow(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${[command, ...args].join(' ')} failed (exit ${code})`);
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n  ${[command, ...args].join(' ')} failed (exit ${code})\n`);
    process.exit(code);
  }
}

/**
 * Runs a command with its output held back; resolves to its exit code and what it printed (both
 * streams, interleaved as they came), so steps running side by side print one after the other.
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...options.env },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** The pinned pnpm, fetched through npx so a fresh machine needs only Node and npm. */
export const PNPM = ['npx', '--yes', 'pnpm@10.34.9'];

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

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

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n  ${[command, ...args].join(' ')} failed (exit ${code})\n`);
    process.exit(code);
  }
}

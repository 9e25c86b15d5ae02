import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../../api/src/postgres/free-port.js';
import { REPO_ROOT } from '../../harness/start-instance.js';

/** The API in a process of its own (`scripts/serve.mjs`, what `npm start` ends with), to kill. */
export interface ApiChild {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exited: Promise<void>;
}

/**
 * Starts `scripts/serve.mjs` with `env` over this process's environment on a free port, and
 * answers once it says it is running (rejects with its output if it exits first).
 */
export async function spawnApi(env: Record<string, string>): Promise<ApiChild> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'serve.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(await freePort()), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /Atrium is running at (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`the API exited before it was ready:\n${output}`)));
  });
  return { child, url, exited };
}

/** Stops `api` if it still runs (SIGINT, as a terminal would) and waits for it to exit. */
export async function stopApi(api: ApiChild): Promise<void> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGINT');
  await api.exited;
}

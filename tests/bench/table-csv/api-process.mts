// Atrium's API in a process of its own (what `npm start` runs, minus install and web build), so
// its memory can be read from /proc while it works.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readClusterState } from '../../../api/src/postgres/cluster-state.js';
import { embeddedEnv } from '../embedded-env.mjs';
import { OWNER_ENV, bearer, ownerToken } from '../../harness/owner.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ApiProcess {
  readonly pid: number;
  readonly url: string;
  /** The embedded cluster's `postgres` database, for psql and direct setup. */
  readonly databaseUrl: string;
  /** The owner's `Authorization`: every API route needs a signed-in user. */
  readonly headers: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts `main()` from api/src/main.ts under tsx's loader, in one node process (no wrapper), with
 * `extraEnv` on top of the benchmark environment.
 */
export async function startApiProcess(
  stateDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ApiProcess> {
  const env = embeddedEnv(stateDir, { PORT: '0', LOG_LEVEL: 'silent', ...OWNER_ENV, ...extraEnv });
  const script = `import(${JSON.stringify(join(ROOT, 'api/src/main.ts'))}).then((m) => m.main(${JSON.stringify(ROOT)}))`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: ROOT,
    env,
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
  const state = await readClusterState(join(stateDir, 'cluster.json'));
  if (!state?.port) throw new Error(`no cluster state in ${stateDir}`);
  const headers = bearer(await ownerToken(url));
  return {
    pid: child.pid!,
    url,
    headers,
    databaseUrl: `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/postgres`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

/** The process's resident memory, in bytes (VmRSS in /proc/<pid>/status). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb[1]) * 1024;
}

/** Samples a process's RSS every `everyMs` until stopped; answers the highest seen. */
export function sampleResident(pid: number, everyMs = 20) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await residentBytes(pid));
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop(): Promise<number> {
      running = false;
      await loop;
      return Math.max(peak, await residentBytes(pid));
    },
  };
}

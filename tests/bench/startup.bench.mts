// How long `npm start` takes to serve a healthy /health, once dependencies are installed and the
// web app is built: cold (initdb included) once, then warm (existing data) several times.
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../../api/src/postgres/free-port.js';
import { summarize, verdict } from './stats.mjs';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { embeddedEnv } from './embedded-env.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WARM_RUNS = 7;
const TARGET_MS = 5000;
const POLL_MS = 25;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

interface Run {
  readonly healthyMs: number;
  readonly stopMs: number;
}

/** One `node scripts/start.mjs`: time from spawn to the first 200 from /health, then SIGINT. */
async function startOnce(dataDir: string): Promise<Run> {
  const port = await freePort();
  const env = embeddedEnv(dataDir, { HOST: '127.0.0.1', PORT: String(port) });

  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  try {
    while (!(await healthy(port))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`start.mjs exited before /health answered:\n${output}`);
      }
      if (performance.now() - started > START_TIMEOUT_MS) {
        throw new Error(`/health did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
      }
      await sleep(POLL_MS);
    }
  } catch (error) {
    await stop(child, exited);
    throw error;
  }
  const healthyMs = performance.now() - started;

  const stopping = performance.now();
  await stop(child, exited);
  const stopMs = performance.now() - stopping;
  if (child.exitCode !== 0) throw new Error(`start.mjs exited with ${child.exitCode}:\n${output}`);
  return { healthyMs, stopMs };
}

/** SIGINT, as Ctrl-C would send; the server stops Postgres before it exits. */
async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
  if (child.signalCode === 'SIGKILL') {
    throw new Error(`start.mjs did not stop within ${STOP_TIMEOUT_MS} ms of SIGINT`);
  }
}

/** A fresh connection per probe (agent: false), as a load balancer's health check would make. */
function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/health', agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode === 200));
    });
    request.setTimeout(1000, () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

/**
 * What start.mjs does before it starts the server, done here so the clock never includes it. The
 * scripts are untyped .mjs, hence the import by URL and the declared shapes.
 */
async function installAndBuild(): Promise<void> {
  const script = (name: string) => import(pathToFileURL(join(ROOT, 'scripts', 'lib', name)).href);
  const deps = (await script('dependencies.mjs')) as { ensureDependencies: () => Promise<void> };
  const web = (await script('build-web.mjs')) as { buildWebIfStale: () => Promise<void> };
  await deps.ensureDependencies();
  await web.buildWebIfStale();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${Math.round(value)} ms`;

await installAndBuild();

const dataDir = await makeStateDir('bench');
let cold: Run;
const warm: Run[] = [];
try {
  cold = await startOnce(dataDir);
  console.log(`  cold:   healthy in ${ms(cold.healthyMs)}, stopped in ${ms(cold.stopMs)}`);
  for (let i = 1; i <= WARM_RUNS; i++) {
    const run = await startOnce(dataDir);
    warm.push(run);
    console.log(`  warm ${i}: healthy in ${ms(run.healthyMs)}, stopped in ${ms(run.stopMs)}`);
  }
} finally {
  await removeStateDir(dataDir);
}

const w = summarize(warm.map((run) => run.healthyMs));
console.log(`  warm (${WARM_RUNS} runs): min ${ms(w.min)}, p50 ${ms(w.p50)}, max ${ms(w.max)}`);
console.log(
  `  cold: ${ms(cold.healthyMs)} (${cold.healthyMs < TARGET_MS ? 'under' : 'NOT under'} 5 s; reported, not a target)`,
);
const pass = w.p50 < TARGET_MS;
console.log(verdict('startup', `warm p50 ${ms(w.p50)}`, `< ${TARGET_MS} ms`, pass));
process.exitCode = pass ? 0 : 1;

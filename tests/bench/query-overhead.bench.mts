// What the API adds to a query: `select 1` through POST /platform/pg-meta/default/query against the
// same `select 1` on a bare pg connection to the same database.
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createLogger, loadConfig, startAtrium } from '../../api/src/index.js';
import { summarize, type Summary, verdict } from './stats.mjs';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { embeddedEnv } from './embedded-env.mjs';
import { OWNER_ENV, bearer, ownerToken } from '../harness/owner.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WARMUP = 500;
const ITERATIONS = 5000;
/** Small blocks, alternating which side goes first, so machine noise lands on both alike. */
const BLOCK = 100;
const TARGET_EXTRA_MS = 1;
const BODY = JSON.stringify({ query: 'select 1' });

type Probe = () => Promise<void>;

function bareProbe(client: pg.Client): Probe {
  return async () => {
    await client.query('select 1');
  };
}

/**
 * One keep-alive socket, reused by every request, like a browser tab talking to the API; each
 * request signed in with the owner's `token`, as every API route requires.
 */
function apiProbe(url: string, agent: Agent, token: string): Probe {
  const target = new URL('/platform/pg-meta/default/query', url);
  return () =>
    new Promise((resolve, reject) => {
      const req = request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            ...bearer(token),
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(BODY),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.once('end', () =>
            res.statusCode === 200
              ? resolve()
              : reject(new Error(`query endpoint answered ${res.statusCode}: ${body}`)),
          );
        },
      );
      req.once('error', reject);
      req.end(BODY);
    });
}

async function time(probe: Probe, times: number, into: number[]): Promise<void> {
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await probe();
    into.push(performance.now() - started);
  }
}

async function measure(bare: Probe, api: Probe) {
  await time(bare, WARMUP, []);
  await time(api, WARMUP, []);
  const bareMs: number[] = [];
  const apiMs: number[] = [];
  for (let block = 0; block < ITERATIONS / BLOCK; block++) {
    const pairs: Array<[Probe, number[]]> = [
      [bare, bareMs],
      [api, apiMs],
    ];
    if (block % 2 === 1) pairs.reverse();
    for (const [probe, into] of pairs) await time(probe, BLOCK, into);
  }
  return { bare: summarize(bareMs), api: summarize(apiMs) };
}

const fmt = (s: Summary) =>
  `p50 ${s.p50.toFixed(3)} ms, p90 ${s.p90.toFixed(3)} ms, p99 ${s.p99.toFixed(3)} ms`;

const dataDir = await makeStateDir('bench');
const env = embeddedEnv(dataDir, { PORT: '0', LOG_LEVEL: 'silent', ...OWNER_ENV });

let result: Awaited<ReturnType<typeof measure>>;
try {
  const atrium = await startAtrium(loadConfig(env, ROOT), createLogger('silent'));
  const client = new pg.Client({ connectionString: atrium.cluster!.connectionString('postgres') });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await client.connect();
    const token = await ownerToken(atrium.url);
    result = await measure(bareProbe(client), apiProbe(atrium.url, agent, token));
  } finally {
    agent.destroy();
    await client.end().catch(() => undefined);
    await atrium.stop();
  }
} finally {
  await removeStateDir(dataDir);
}

const { bare, api } = result;
const extra = api.p50 - bare.p50;
console.log(`  bare pg select 1 (${ITERATIONS}x): ${fmt(bare)}`);
console.log(`  API query        (${ITERATIONS}x): ${fmt(api)}`);
console.log(`  p50 extra: ${extra.toFixed(3)} ms (API/bare ${(api.p50 / bare.p50).toFixed(2)}x)`);
const pass = extra < TARGET_EXTRA_MS;
console.log(
  verdict('query-overhead', `p50 extra ${extra.toFixed(3)} ms`, `< ${TARGET_EXTRA_MS} ms`, pass),
);
process.exitCode = pass ? 0 : 1;

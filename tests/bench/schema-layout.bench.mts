// The schema visualizer's layout of 200 tables with foreign keys (issue 23: under 2 s), next to
// the reference of the same run: fetching those tables' metadata from the API, as the screen does.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createLogger, loadConfig, startAtrium } from '../../api/src/index.js';
import { diagramModel, type TableInput } from '../../plugins/admin/src/schemas/diagram-model.js';
import { layoutDiagram } from '../../plugins/admin/src/schemas/layout.js';
import { summarize, verdict } from './stats.mjs';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { embeddedEnv } from './embedded-env.mjs';
import { OWNER_ENV, bearer, ownerToken } from '../harness/owner.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCHEMA = 'bench_layout';
const TABLES = 200;
const WARMUP = 2;
const ITERATIONS = 9;
const TARGET_MS = 2000;

/**
 * 200 tables of 4 to 11 columns: each after the first references one earlier table, every third
 * a second one, and every tenth itself (a tree of parents), as an application schema would.
 */
function schemaSql(): string {
  const statements = [`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`, `CREATE SCHEMA ${SCHEMA}`];
  for (let i = 0; i < TABLES; i++) {
    const columns = ['id bigint PRIMARY KEY', 'name text NOT NULL', 'created_at timestamptz'];
    if (i > 0) columns.push(`parent_id bigint REFERENCES ${SCHEMA}.t${Math.floor(i / 2)} (id)`);
    if (i > 2 && i % 3 === 0) columns.push(`other_id bigint REFERENCES ${SCHEMA}.t${i - 3} (id)`);
    if (i % 10 === 0) columns.push(`self_id bigint REFERENCES ${SCHEMA}.t${i} (id)`);
    for (let extra = 0; extra < i % 7; extra++) columns.push(`field_${extra} text`);
    statements.push(`CREATE TABLE ${SCHEMA}.t${i} (${columns.join(', ')})`);
  }
  return statements.join(';\n');
}

async function timeIt<T>(run: () => Promise<T> | T): Promise<{ ms: number[]; last: T }> {
  let last!: T;
  for (let i = 0; i < WARMUP; i++) last = await run();
  const ms: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    last = await run();
    ms.push(performance.now() - started);
  }
  return { ms, last };
}

const dataDir = await makeStateDir('bench');
const env = embeddedEnv(dataDir, { PORT: '0', LOG_LEVEL: 'silent', ...OWNER_ENV });
/** Filled in by the run below; read once everything it started has stopped. */
const measured = { fetched: [] as number[], laid: [] as number[], shape: '' };
try {
  const atrium = await startAtrium(loadConfig(env, ROOT), createLogger('silent'));
  const client = new pg.Client({ connectionString: atrium.cluster!.connectionString('postgres') });
  try {
    await client.connect();
    await client.query(schemaSql());
    const headers = bearer(await ownerToken(atrium.url));
    const url = `${atrium.url}/platform/pg-meta/default/tables?included_schemas=${SCHEMA}&include_system_schemas=true&include_columns=true`;
    const fetch_ = await timeIt(async () => {
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`GET tables answered ${res.status}`);
      return (await res.json()) as TableInput[];
    });
    measured.fetched = fetch_.ms;
    const tables = fetch_.last;
    const layout = await timeIt(() => layoutDiagram(diagramModel(SCHEMA, tables)));
    measured.laid = layout.ms;
    const { width, height, edges } = layout.last;
    measured.shape = `${tables.length} tables, ${edges.length} foreign keys, ${width}x${height} px`;
  } finally {
    await client.end().catch(() => undefined);
    await atrium.stop();
  }
} finally {
  await removeStateDir(dataDir);
}

const fetch50 = summarize(measured.fetched).p50;
const layout = summarize(measured.laid);
console.log(`\n  diagram: ${measured.shape}`);
console.log(`  fetch tables + columns (reference) p50 ${fetch50.toFixed(1)} ms`);
console.log(
  `  model + dagre layout  p50 ${layout.p50.toFixed(1)} ms, max ${layout.max.toFixed(1)} ms ` +
    `(${(layout.p50 / fetch50).toFixed(1)}x the fetch)`,
);
const pass = layout.max < TARGET_MS;
console.log(
  verdict(
    'schema-layout',
    `${TABLES} tables max ${layout.max.toFixed(0)} ms`,
    `< ${TARGET_MS} ms`,
    pass,
  ),
);
process.exitCode = pass ? 0 : 1;

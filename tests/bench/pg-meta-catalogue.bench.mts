// The table editor's catalogue reads on a large catalogue: 100, 1,000 then 10,000 tables over 20
// schemas. Each figure is printed next to a bare `pg` `select 1` measured in the same run.
import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createLogger, loadConfig, startAtrium } from '../../api/src/index.js';
import { summarize, type Summary, verdict } from './stats.mjs';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { explainOperation, type Operation } from './pg-meta-catalogue/explain.mjs';
import { bareProbe, getProbe, time } from './pg-meta-catalogue/http.mjs';
import { populate, SCHEMAS, schemaName, tableName } from './pg-meta-catalogue/populate.mjs';
import { embeddedEnv } from './embedded-env.mjs';
import { OWNER_ENV, bearer, ownerToken } from '../harness/owner.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SIZES = [100, 1_000, 10_000] as const;
const WARMUP = 10;
const ITERATIONS = 50;
/** The schema in the middle of the 20. */
const SCHEMA = schemaName(SCHEMAS / 2);
const OPERATIONS: ReadonlyArray<{ op: Operation; label: string; targetMs: number }> = [
  { op: 'list', label: 'list schema tables + columns', targetMs: 50 },
  { op: 'get', label: 'get table by id', targetMs: 15 },
  { op: 'entities', label: 'entities page of 100', targetMs: 30 },
];

interface SizeResult {
  readonly size: number;
  readonly table: string;
  readonly bare: Summary;
  readonly ops: Record<Operation, Summary>;
}

/** A table in the middle of the schema that has a foreign key, so relationships are not empty. */
function middleTable(size: number): number {
  const perSchema = size / SCHEMAS;
  return Math.min(perSchema, Math.max(5, Math.round(perSchema / 10) * 5));
}

async function measureSize(
  client: pg.Client,
  url: string,
  agent: Agent,
  headers: Record<string, string>,
  size: number,
): Promise<SizeResult> {
  const table = `${SCHEMA}.${tableName(middleTable(size))}`;
  const id = (await client.query<{ id: number }>('SELECT $1::regclass::oid::int AS id', [table]))
    .rows[0]!.id;
  const paths: Record<Operation, string> = {
    list: `/platform/pg-meta/default/tables?included_schemas=${SCHEMA}&include_columns=true`,
    get: `/platform/pg-meta/default/tables/${id}`,
    entities: `/platform/pg-meta/default/entities?schema=${SCHEMA}&limit=100`,
  };
  const bare = summarize(await time(bareProbe(client), WARMUP, ITERATIONS));
  const ops = {} as Record<Operation, Summary>;
  for (const { op } of OPERATIONS) {
    ops[op] = summarize(await time(getProbe(url, paths[op], agent, headers), WARMUP, ITERATIONS));
  }
  return { size, table: `${table} (id ${id})`, bare, ops };
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
const times = (value: number) => `${value.toFixed(1)}x`.padStart(8);

function report(results: readonly SizeResult[]): void {
  const base = results[0]!;
  console.log(
    `\n  ${'tables'.padEnd(7)}${'operation'.padEnd(30)}${'p50'.padStart(10)}${'p90'.padStart(10)}` +
      `${'vs 100'.padStart(8)}${'vs bare'.padStart(10)}`,
  );
  for (const { size, bare, ops } of results) {
    for (const { op, label } of OPERATIONS) {
      const s = ops[op];
      console.log(
        `  ${String(size).padEnd(7)}${label.padEnd(30)}${ms(s.p50)}${ms(s.p90)}` +
          `${times(s.p50 / base.ops[op].p50)}${times(s.p50 / bare.p50).padStart(10)}`,
      );
    }
    console.log(
      `  ${String(size).padEnd(7)}${'bare pg select 1'.padEnd(30)}${ms(bare.p50)}${ms(bare.p90)}`,
    );
  }
}

const dataDir = await makeStateDir('bench');
const env = embeddedEnv(dataDir, { PORT: '0', LOG_LEVEL: 'silent', ...OWNER_ENV });

const results: SizeResult[] = [];
const explained: string[] = [];
let failed: typeof OPERATIONS;
try {
  const atrium = await startAtrium(loadConfig(env, ROOT), createLogger('silent'));
  const client = new pg.Client({ connectionString: atrium.cluster!.connectionString('postgres') });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await client.connect();
    const headers = bearer(await ownerToken(atrium.url));
    let built = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await populate(client, built, size);
      built = size;
      const took = ((performance.now() - started) / 1000).toFixed(1);
      const result = await measureSize(client, atrium.url, agent, headers, size);
      console.log(`  ${size} tables: built in ${took} s, measured on ${SCHEMA}, ${result.table}`);
      results.push(result);
    }
    const last = results[results.length - 1]!;
    failed = OPERATIONS.filter(({ op, targetMs }) => !(last.ops[op].p50 < targetMs));
    for (const { op, label } of failed) {
      const id = Number(/id (\d+)/.exec(last.table)![1]);
      explained.push(`  ${label}:`, ...(await explainOperation(client, op, SCHEMA, id)));
    }
  } finally {
    agent.destroy();
    await client.end().catch(() => undefined);
    await atrium.stop();
  }
} finally {
  await removeStateDir(dataDir);
}

report(results);
if (explained.length > 0)
  console.log(`\n  EXPLAIN ANALYZE at ${SIZES.at(-1)} tables:\n${explained.join('\n')}`);
const last = results[results.length - 1]!;
const figure = OPERATIONS.map(({ op }) => `${op} p50 ${last.ops[op].p50.toFixed(1)} ms`).join(', ');
const target = OPERATIONS.map(({ op, targetMs }) => `${op} < ${targetMs} ms`).join(', ');
console.log(
  verdict('pg-meta-catalogue', `at ${last.size} tables ${figure}`, target, failed.length === 0),
);
process.exitCode = failed.length === 0 ? 0 : 1;

// CSV export and import through the API against psql's \copy on the same database, measured in
// the same run, plus the API process's memory while it imports ~100 MB.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { sampleResident, residentBytes, startApiProcess } from './table-csv/api-process.mjs';
import { timeDownload, timeUpload } from './table-csv/http.mjs';
import { timePsql } from './table-csv/psql.mjs';
import {
  createExportTable,
  createImportTable,
  EXPORT_TABLE,
  IMPORT_TABLE,
  writeImportFile,
} from './table-csv/setup.mjs';
import { summarize, verdict } from './stats.mjs';

const EXPORT_ROWS = 500_000;
const IMPORT_ROWS = 1_000_000;
const EXPORT_RUNS = 7;
const IMPORT_RUNS = 3;
const TARGET_EXPORT_RATIO = 0.8;
const TARGET_IMPORT_RATIO = 0.7;
const TARGET_GROWTH_MB = 100;
const MB = 1024 * 1024;

interface Result {
  readonly exportPsql: number[];
  readonly exportApi: number[];
  readonly sameBytes: boolean;
  readonly exportBytes: number;
  readonly importPsql: number[];
  readonly importApi: number[];
  readonly importBytes: number;
  readonly growth: number[];
}

/** Runs `a` then `b`, or `b` then `a` on odd rounds, so drift hits both alike. */
async function interleaved(round: number, a: () => Promise<void>, b: () => Promise<void>) {
  if (round % 2 === 0) {
    await a();
    await b();
  } else {
    await b();
    await a();
  }
}

async function measure(work: string, stateDir: string): Promise<Result> {
  const api = await startApiProcess(stateDir);
  const client = new pg.Client({ connectionString: api.databaseUrl });
  try {
    await client.connect();
    const exportId = await createExportTable(client, EXPORT_ROWS);
    const importId = await createImportTable(client);
    const importFile = join(work, 'import.csv');
    await writeImportFile(api.databaseUrl, importFile, IMPORT_ROWS);
    const psqlFile = join(work, 'psql.csv');
    const apiFile = join(work, 'api.csv');

    const exportPsql: number[] = [];
    const exportApi: number[] = [];
    // Round -1 warms both up (the API's JIT, the table's pages) and is not counted.
    const query = `SELECT * FROM public.${EXPORT_TABLE} ORDER BY id`;
    const exportUrl = `${api.url}/platform/pg-meta/default/tables/${exportId}/export.csv`;
    for (let round = -1; round < EXPORT_RUNS; round++) {
      const keep = (into: number[]) => (ms: number) => void (round >= 0 && into.push(ms));
      await interleaved(
        round,
        async () =>
          keep(exportPsql)(
            await timePsql(api.databaseUrl, `\\copy (${query}) to '${psqlFile}' csv header`),
          ),
        async () => keep(exportApi)(await timeDownload(exportUrl, apiFile, api.headers)),
      );
    }
    const sameBytes = (await readFile(psqlFile)).equals(await readFile(apiFile));

    const importPsql: number[] = [];
    const importApi: number[] = [];
    const growth: number[] = [];
    for (let round = 0; round < IMPORT_RUNS; round++) {
      await interleaved(
        round,
        async () => {
          await client.query(`TRUNCATE ${IMPORT_TABLE}`);
          importPsql.push(
            await timePsql(
              api.databaseUrl,
              `\\copy public.${IMPORT_TABLE} from '${importFile}' csv header`,
            ),
          );
        },
        async () => {
          await client.query(`TRUNCATE ${IMPORT_TABLE}`);
          const before = await residentBytes(api.pid);
          const sampler = sampleResident(api.pid);
          const url = `${api.url}/platform/pg-meta/default/tables/${importId}/import`;
          const { ms, body } = await timeUpload(url, importFile, api.headers);
          growth.push((await sampler.stop()) - before);
          importApi.push(ms);
          if ((body as { inserted: number }).inserted !== IMPORT_ROWS) {
            throw new Error(`the API imported ${JSON.stringify(body)}, not ${IMPORT_ROWS} rows`);
          }
        },
      );
    }
    return {
      exportPsql,
      exportApi,
      sameBytes,
      exportBytes: (await stat(apiFile)).size,
      importPsql,
      importApi,
      importBytes: (await stat(importFile)).size,
      growth,
    };
  } finally {
    await client.end().catch(() => undefined);
    await api.stop();
  }
}

const work = await mkdtemp(join(tmpdir(), 'atrium-bench-csv-'));
const stateDir = await makeStateDir('bench');
let result: Result;
try {
  result = await measure(work, stateDir);
} finally {
  await removeStateDir(stateDir);
  await rm(work, { recursive: true, force: true });
}

const ms = (values: number[]) => {
  const s = summarize(values);
  return `p50 ${s.p50.toFixed(0)} ms (min ${s.min.toFixed(0)}, max ${s.max.toFixed(0)})`;
};
const exportRatio = summarize(result.exportPsql).p50 / summarize(result.exportApi).p50;
const importRatio = summarize(result.importPsql).p50 / summarize(result.importApi).p50;
const growthMb = Math.max(...result.growth) / MB;
console.log(
  `  export ${EXPORT_ROWS.toLocaleString('en-US')} rows x 5 columns (${(result.exportBytes / MB).toFixed(1)} MB), ${EXPORT_RUNS} runs each:`,
);
console.log(`    psql \\copy to file: ${ms(result.exportPsql)}`);
console.log(`    API export.csv:     ${ms(result.exportApi)}`);
console.log(
  `    speed API/psql: ${exportRatio.toFixed(2)}x; files byte-identical: ${result.sameBytes}`,
);
console.log(
  `  import ${IMPORT_ROWS.toLocaleString('en-US')} rows (${(result.importBytes / MB).toFixed(1)} MB), ${IMPORT_RUNS} runs each:`,
);
console.log(`    psql \\copy from file: ${ms(result.importPsql)}`);
console.log(`    API import:           ${ms(result.importApi)}`);
console.log(`    speed API/psql: ${importRatio.toFixed(2)}x`);
console.log(
  `    API RSS growth during import: ${result.growth.map((g) => `${(g / MB).toFixed(1)} MB`).join(', ')}`,
);
const pass =
  exportRatio >= TARGET_EXPORT_RATIO &&
  importRatio >= TARGET_IMPORT_RATIO &&
  growthMb < TARGET_GROWTH_MB &&
  result.sameBytes;
console.log(
  verdict(
    'table-csv',
    `export ${exportRatio.toFixed(2)}x psql, import ${importRatio.toFixed(2)}x psql, RSS growth ${growthMb.toFixed(1)} MB`,
    `export >= ${TARGET_EXPORT_RATIO}x, import >= ${TARGET_IMPORT_RATIO}x, growth < ${TARGET_GROWTH_MB} MB, identical bytes`,
    pass,
  ),
);
process.exitCode = pass ? 0 : 1;

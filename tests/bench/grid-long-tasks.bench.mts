// The grid's main-thread budget: on a 1,000-row page of a 50-column table, a page change, a sort,
// select-all and a fast scroll to the end must each run without a task over 50 ms (DESIGN.md,
// performance rules). Measured in headless Chromium with a PerformanceObserver for 'longtask'.
import { join } from 'node:path';
import { readClusterState } from '../../api/src/postgres/cluster-state.js';
import { freePort } from '../../api/src/postgres/free-port.js';
import { spawnAtrium } from '../harness/start-process.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { buildProductionWeb } from './grid-long-tasks/build.mjs';
import { measureGrid, type ActionResult } from './grid-long-tasks/measure.mjs';
import { COLUMNS, ROWS, populate } from './grid-long-tasks/populate.mjs';
import { verdict } from './stats.mjs';

const TARGET_MS = 50;

// The embedded cluster, as npm start runs it, is what is measured; never an external database.
delete process.env.DATABASE_URL;
delete process.env.ATRIUM_PLATFORM_DATABASE_URL;
/** Starts Atrium as npm start does, fills the table and measures; always cleans up. */
async function run(): Promise<ActionResult[]> {
  const stateDir = await makeStateDir('bench-grid');
  try {
    const atrium = spawnAtrium({ PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir });
    try {
      const baseUrl = await atrium.ready;
      const cluster = await readClusterState(join(stateDir, 'cluster.json'));
      const dbUrl = `postgres://postgres:${encodeURIComponent(cluster!.password)}@127.0.0.1:${cluster!.port}/postgres`;
      const tableId = await populate(dbUrl);
      console.log(`  table: ${COLUMNS} columns, ${ROWS} rows; page size 1000`);
      return await measureGrid(baseUrl, tableId);
    } finally {
      await atrium.stop();
    }
  } finally {
    await removeStateDir(stateDir);
  }
}

await buildProductionWeb();
const results = await run();
for (const r of results) {
  const longestTask =
    r.longTasks === 0
      ? 'no task over 50 ms'
      : `longest task ${r.longestMs.toFixed(0)} ms (${r.longTasks} over 50 ms)`;
  console.log(
    `  ${r.action.padEnd(24)} ${longestTask}, longest frame gap ${r.longestFrameGapMs.toFixed(0)} ms; ` +
      `target < ${TARGET_MS} ms: ${r.longestMs < TARGET_MS ? 'ok' : 'over'}`,
  );
}
const longest = Math.max(...results.map((r) => r.longestMs));
const pass = longest < TARGET_MS;
const figure =
  longest === 0 ? 'no main-thread task over 50 ms' : `longest task ${longest.toFixed(0)} ms`;
console.log(verdict('grid-long-tasks', figure, `< ${TARGET_MS} ms per action`, pass));
process.exitCode = pass ? 0 : 1;

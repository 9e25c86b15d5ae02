import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../../api/src/db/pool.js';
import { memoryLogger } from '../../../api/src/http/memory-logger.js';
import { JobScheduler } from '../../../api/src/module/job-scheduler.js';
import { moduleContexts } from '../../../api/src/module/module-context.js';
import { ModuleReport } from '../../../api/src/module/module-report.js';
import { migratePlatform } from '../../../api/src/platform/migrate.js';
import { superuserQuery, uniqueName } from '../../harness/database.js';
import { sharedClusterUrl } from '../../harness/shared-cluster-instance.js';

/**
 * docs/architecture/plugins.md, plugins switched on and off at run time: a plugin switched off
 * keeps its jobs scheduled but claims no run while it is off, and runs again once switched on,
 * without a restart.
 */
describe('the jobs of a plugin switched off', () => {
  const database = uniqueName('paused_jobs');
  const memory = memoryLogger();
  let pool: pg.Pool;
  let scheduler: JobScheduler;

  beforeAll(async () => {
    await superuserQuery(`CREATE DATABASE ${database}`);
    const client = new pg.Client({ connectionString: sharedClusterUrl(database) });
    await client.connect();
    try {
      await migratePlatform(client);
    } finally {
      await client.end();
    }
    pool = createPool(sharedClusterUrl(database), { statementTimeoutMs: 5_000 }, memory.log);
  });
  afterAll(async () => {
    await scheduler?.stop();
    await pool?.end();
    await superuserQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('claims no run while its module is paused, and runs once it is not', async () => {
    let off = true;
    let looksWhileOff = 0;
    const runs: Date[] = [];
    scheduler = new JobScheduler(
      pool,
      memory.log,
      new ModuleReport(memory.log),
      moduleContexts({
        platform: pool,
        projects: { resolve: () => Promise.reject(new Error('not reached')) },
        auditLog: pool,
        config: {},
        log: memory.log,
      }),
      'paused',
      (module) => {
        if (module === 'switched' && off) looksWhileOff += 1;
        return module === 'switched' && off;
      },
    );
    await scheduler.schedule('switched', {
      id: 'tick',
      scope: 'global',
      periodMs: 200,
      timeoutMs: 5_000,
      run: async ({ periodStart }) => {
        runs.push(periodStart);
      },
    });
    // Several periods' looks (four a period) have passed while off: none claimed a run.
    await expect.poll(() => looksWhileOff, { timeout: 10_000 }).toBeGreaterThanOrEqual(12);
    const claimed = await pool.query(`SELECT 1 FROM module_job_runs WHERE module = 'switched'`);
    expect(claimed.rowCount).toBe(0);
    expect(runs).toEqual([]);
    off = false;
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  });
});

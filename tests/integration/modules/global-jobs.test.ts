import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../../api/src/db/pool.js';
import { memoryLogger } from '../../../api/src/http/memory-logger.js';
import type { ModuleJob } from '../../../api/src/module/define-module.js';
import { JobScheduler } from '../../../api/src/module/job-scheduler.js';
import { moduleContexts } from '../../../api/src/module/module-context.js';
import { ModuleReport } from '../../../api/src/module/module-report.js';
import { migratePlatform } from '../../../api/src/platform/migrate.js';
import { superuserQuery, uniqueName } from '../../harness/database.js';
import { sharedClusterUrl } from '../../harness/shared-cluster-instance.js';

/**
 * docs/architecture/plugins.md, server modules: a global job runs on exactly one instance per
 * period, decided in the platform database; the first look is at start, so a period missed while
 * every instance was down runs then. Two schedulers with their own pools stand for two instances
 * of Atrium on one platform database.
 */
describe('global jobs across instances', () => {
  const database = uniqueName('jobs_platform');
  const memory = memoryLogger();
  const pools: pg.Pool[] = [];
  const schedulers: JobScheduler[] = [];

  // These jobs reach no project: only the platform database.
  const contexts = (pool: pg.Pool) =>
    moduleContexts({
      platform: pool,
      projects: { resolve: () => Promise.reject(new Error('not reached')) },
      auditLog: pool,
      config: {},
      log: memory.log,
    });
  const instance = (name: string) => {
    const pool = createPool(sharedClusterUrl(database), { statementTimeoutMs: 5_000 }, memory.log);
    pools.push(pool);
    const scheduler = new JobScheduler(
      pool,
      memory.log,
      new ModuleReport(memory.log),
      contexts(pool),
      name,
    );
    schedulers.push(scheduler);
    return scheduler;
  };
  let checker: pg.Pool;
  const runsOf = async (module: string) =>
    (
      await checker.query<{ period_start: Date; instance: string; outcome: string | null }>(
        'SELECT period_start, instance, outcome FROM module_job_runs WHERE module = $1 ORDER BY period_start, job',
        [module],
      )
    ).rows;

  beforeAll(async () => {
    await superuserQuery(`CREATE DATABASE ${database}`);
    checker = new pg.Pool({ connectionString: sharedClusterUrl(database), max: 1 });
    const client = new pg.Client({ connectionString: sharedClusterUrl(database) });
    await client.connect();
    try {
      await migratePlatform(client);
    } finally {
      await client.end();
    }
  });
  afterAll(async () => {
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    await Promise.all([...pools, checker].map((pool) => pool.end()));
    await superuserQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('runs each period on exactly one of two instances, ten periods running', async () => {
    const runs: Array<{ period: number; instance: string }> = [];
    const job = (name: string): ModuleJob => ({
      id: 'tick',
      scope: 'global',
      periodMs: 400,
      timeoutMs: 5_000,
      run: async ({ periodStart }) => {
        runs.push({ period: periodStart.getTime(), instance: name });
      },
    });
    const [a, b] = [instance('instance-a'), instance('instance-b')];
    await Promise.all([
      a.schedule('ticker', job('instance-a')),
      b.schedule('ticker', job('instance-b')),
    ]);
    await expect
      .poll(() => new Set(runs.map((run) => run.period)).size, { timeout: 30_000, interval: 100 })
      .toBeGreaterThanOrEqual(11);
    await Promise.all([a.stop(), b.stop()]);

    const periods = runs.map((run) => run.period);
    expect(new Set(periods).size).toBe(periods.length);
    const recorded = await runsOf('ticker');
    expect(recorded.map((run) => run.period_start.getTime())).toEqual([...periods].sort());
    expect(recorded.every((run) => run.outcome === 'succeeded')).toBe(true);
  });

  it('runs a period missed while every instance was down at the next start, once', async () => {
    let runs = 0;
    const hourly: ModuleJob = {
      id: 'hourly',
      scope: 'global',
      periodMs: 3_600_000,
      timeoutMs: 5_000,
      run: async () => {
        runs += 1;
      },
    };
    const first = instance('first-start');
    await first.schedule('backups', hourly);
    await expect.poll(async () => (await runsOf('backups'))[0]?.outcome).toBe('succeeded');
    await first.stop();
    // A restart within the same period: the period has its run, so its first look starts none.
    const second = instance('second-start');
    await second.schedule('backups', hourly);
    await second.stop();
    expect(runs).toBe(1);
    expect((await runsOf('backups')).map((run) => run.instance)).toEqual(['first-start']);
  });

  it('records a run that throws or passes its timeout, and reports the module by name', async () => {
    const report = new ModuleReport(memory.log);
    const pool = createPool(sharedClusterUrl(database), { statementTimeoutMs: 5_000 }, memory.log);
    pools.push(pool);
    const scheduler = new JobScheduler(pool, memory.log, report, contexts(pool), 'failing');
    schedulers.push(scheduler);
    await scheduler.schedule('flaky', {
      id: 'throws',
      scope: 'global',
      periodMs: 3_600_000,
      timeoutMs: 5_000,
      run: async () => {
        throw new Error('no disk');
      },
    });
    await scheduler.schedule('flaky', {
      id: 'hangs',
      scope: 'global',
      periodMs: 3_600_000,
      timeoutMs: 200,
      run: ({ signal }) =>
        new Promise((resolve) => signal.addEventListener('abort', () => resolve())),
    });
    await expect
      .poll(async () => (await runsOf('flaky')).map((run) => run.outcome).sort())
      .toEqual(['failed', 'timed_out']);
    expect(report.failures()).toEqual([
      { module: 'flaky', stage: 'job', message: expect.any(String) },
    ]);
    await scheduler.stop();
  });
});

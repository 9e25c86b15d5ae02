import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../../api/src/db/pool.js';
import { memoryLogger } from '../../../api/src/http/memory-logger.js';
import { defineModule, type ModuleJob } from '../../../api/src/module/define-module.js';
import { JobScheduler } from '../../../api/src/module/job-scheduler.js';
import { moduleContexts } from '../../../api/src/module/module-context.js';
import { ModuleReport } from '../../../api/src/module/module-report.js';
import { startModules, type StartedModules } from '../../../api/src/module/start-modules.js';
import { migratePlatform } from '../../../api/src/platform/migrate.js';
import {
  listenForPlatformNotices,
  type PlatformNotices,
} from '../../../api/src/platform/platform-notices.js';
import { superuserQuery, uniqueName } from '../../harness/database.js';
import { sharedClusterUrl } from '../../harness/shared-cluster-instance.js';

/**
 * docs/architecture/plugins.md, a module's context: its scheduler and notices are the instance's
 * (the one job scheduler, the one notices listener), so a module reaches for no global. Each
 * instance here is what startAtrium gives a plugin: its own platform pool, notices listener and
 * scheduler, on one platform database shared by both.
 */
describe("a module's scheduler and notices, across instances", () => {
  const database = uniqueName('module_services');
  const memory = memoryLogger();
  const stops: Array<() => Promise<unknown>> = [];

  /** Starts `module` as instance `name` would, answering its context's parts. */
  const instance = async (name: string, module: Parameters<typeof defineModule>[0]) => {
    const pool = createPool(sharedClusterUrl(database), { statementTimeoutMs: 5_000 }, memory.log);
    const notices: PlatformNotices = await listenForPlatformNotices(
      sharedClusterUrl(database),
      [],
      memory.log,
    );
    const report = new ModuleReport(memory.log);
    // One scheduler per instance: the declared jobs' and the context's, stopped with the modules.
    const scheduler: JobScheduler = new JobScheduler(
      pool,
      memory.log,
      report,
      (id) => contextFor(id),
      name,
    );
    const contextFor = moduleContexts({
      platform: pool,
      projects: { resolve: () => Promise.reject(new Error('not reached')) },
      auditLog: pool,
      config: {},
      log: memory.log,
      scheduler,
      notices,
    });
    const started: StartedModules = await startModules([defineModule(module)], {
      platform: pool,
      log: memory.log,
      report,
      contextFor,
      scheduler,
    });
    stops.push(async () => {
      await started.stop();
      await notices.stop();
      await pool.end();
    });
    expect(report.failures()).toEqual([]);
    return { context: contextFor(module.id), started };
  };

  beforeAll(async () => {
    await superuserQuery(`CREATE DATABASE ${database}`);
    const client = new pg.Client({ connectionString: sharedClusterUrl(database) });
    await client.connect();
    try {
      await migratePlatform(client);
    } finally {
      await client.end();
    }
  });
  afterAll(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    await superuserQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('hands a notice sent by one instance to the module listening on another', async () => {
    const heard: string[] = [];
    await instance('listener', {
      id: 'greeter',
      async start(context) {
        await context.notices.listen('greeted', (payload) => heard.push(payload));
      },
    });
    const sender = await instance('sender', { id: 'greeter' });
    await sender.context.notices.notify('greeted', 'hello from the sender');
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['hello from the sender']);
    // Named by the module: a name that is no plain word (a way into core's channels) is refused.
    await expect(sender.context.notices.notify('atrium_access_changed"; --')).rejects.toThrow(
      'notice name',
    );
  });

  it('runs a job scheduled through the context once per period across two instances', async () => {
    const runs: Array<{ period: number; instance: string }> = [];
    const ticker = (name: string) => ({
      id: 'ticker',
      async start(context: { scheduler: { schedule(job: ModuleJob): Promise<void> } }) {
        await context.scheduler.schedule({
          id: 'tick',
          scope: 'global',
          periodMs: 400,
          timeoutMs: 5_000,
          run: async ({ periodStart }) => {
            runs.push({ period: periodStart.getTime(), instance: name });
          },
        });
      },
    });
    const [a, b] = await Promise.all([
      instance('instance-a', ticker('instance-a')),
      instance('instance-b', ticker('instance-b')),
    ]);
    await expect
      .poll(() => new Set(runs.map((run) => run.period)).size, { timeout: 30_000, interval: 100 })
      .toBeGreaterThanOrEqual(6);
    await Promise.all([a.started.stop(), b.started.stop()]);
    const periods = runs.map((run) => run.period);
    expect(new Set(periods).size).toBe(periods.length);
    // The same job cannot be scheduled twice, nor once the instance stops.
    await expect(
      a.context.scheduler.schedule({
        id: 'tick',
        scope: 'global',
        periodMs: 400,
        timeoutMs: 5_000,
        run: async () => undefined,
      }),
    ).rejects.toThrow('job ticker/tick');
  });
});

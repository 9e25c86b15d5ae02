import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../api/src/postgres/free-port.js';
import { api, query } from '../harness/api.js';
import { startTestInstance, type TestInstance } from '../harness/start-instance.js';
import { spawnAtrium } from '../harness/start-process.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';

/**
 * Stops and restarts Postgres under a running API. Uses its own instance so the shared one stays
 * up for the test files running beside this one.
 */
describe('when Postgres goes away and comes back', () => {
  let instance: TestInstance;
  beforeAll(async () => {
    instance = await startTestInstance('restart');
  });
  afterAll(() => instance?.close());

  it('answers 503 with a clear message while it is down, and recovers when it is back', async () => {
    const url = instance.atrium.url;
    expect((await query('SELECT 1 AS one', {}, url)).body).toEqual([{ one: 1 }]);

    await instance.atrium.cluster!.stop();
    const down = await query<never>('SELECT 1 AS one', {}, url);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      error: { message: expect.stringContaining('database is not reachable') },
    });
    expect((await api('GET', '/health', undefined, url)).status).toBe(503);

    await instance.atrium.cluster!.start();
    await expect
      .poll(async () => (await api('GET', '/health', undefined, url)).status, {
        timeout: 10_000,
      })
      .toBe(200);
    await expect
      .poll(async () => (await query('SELECT 1 AS one', {}, url)).status, {
        timeout: 10_000,
      })
      .toBe(200);
  });
});

/**
 * Postgres killed under a running `npm start`: nobody restarts anything by hand. Like `npm start`,
 * the start may first rebuild the web app, hence the long timeout.
 */
describe('when Postgres dies under a running Atrium', { timeout: 180_000 }, () => {
  let stateDir: string;
  beforeAll(async () => {
    stateDir = await makeStateDir('crash');
  });
  afterAll(() => removeStateDir(stateDir));

  it('logs an error, answers 503 meanwhile, and restarts it by itself', async () => {
    const atrium = spawnAtrium({ PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir });
    try {
      const url = await atrium.ready;
      const { pgData } = JSON.parse(await readFile(join(stateDir, 'cluster.json'), 'utf8')) as {
        pgData: string;
      };
      const postmaster = Number(
        (await readFile(join(pgData, 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      // A request in flight when Postgres dies: its connection breaks while lent out.
      const inFlight = query<never>('SELECT pg_sleep(5)', {}, url);
      await expect
        .poll(
          async () =>
            (
              await query<{ n: number }>(
                "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(5)'",
                {},
                url,
              )
            ).body[0]?.n,
          { timeout: 10_000, interval: 50 },
        )
        .toBe(1);

      process.kill(postmaster, 'SIGKILL');
      expect((await inFlight).status).toBe(503);
      expect((await query<never>('SELECT 1 AS one', {}, url)).status).toBe(503);
      await expect
        .poll(atrium.output, { timeout: 5_000 })
        .toMatch(/"level":50,.*"reason":"Postgres exited \(signal SIGKILL\)".*restarting it/);
      await expect
        .poll(async () => (await query('SELECT 1 AS one', {}, url)).status, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe(200);
      expect((await api('GET', '/health', undefined, url)).status).toBe(200);
      // The same process all along: nobody restarted Atrium.
      expect(atrium.child.exitCode).toBeNull();
    } finally {
      await atrium.stop();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, query } from '../harness/api.js';
import { startTestInstance, type TestInstance } from '../harness/start-instance.js';

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

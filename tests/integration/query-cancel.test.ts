import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuserQuery, uniqueName } from '../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../harness/shared-cluster-instance.js';
import { addedMemberToken, callAs } from './hosted/hosted-calls.js';

/**
 * `POST /platform/pg-meta/{ref}/query/cancel` (docs/api.md): the SQL editor's Cancel stops its run
 * by the run id the page sent with `/query/results`, even while the run's own request stays open
 * (as behind a proxy that keeps the upstream connection), and only the member who started it may.
 * An instance of its own: the shared one's statement limit would end the sleep first.
 */
describe('cancelling a SQL editor run by its id', () => {
  let instance: SharedClusterInstance;
  let runner: string;
  let other: string;

  const member = (role: string) =>
    addedMemberToken(
      instance.atrium.url,
      instance.token!,
      'default',
      { email: `${uniqueName('cancel')}@example.test`, password: `pw-${uniqueName('secret')}` },
      role,
    );

  /** Backends of the cluster running a statement holding `marker` (the superuser sees them all). */
  const running = async (marker: string) =>
    (
      await superuserQuery(
        `SELECT pid FROM pg_stat_activity
          WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
        [`%${marker}%`],
      )
    ).length;

  beforeAll(async () => {
    instance = await startOnSharedCluster('cancel', { ATRIUM_STATEMENT_TIMEOUT_MS: '120000' });
    runner = await member('developer');
    other = await member('developer');
  });
  afterAll(async () => {
    await instance?.close();
  });

  it('cancels the run of its member, and refuses another member the same run id', async () => {
    const marker = uniqueName('sleeper');
    const runId = randomUUID();
    const answer = fetch(`${instance.atrium.url}/platform/pg-meta/default/query/results`, {
      method: 'POST',
      headers: { authorization: `Bearer ${runner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `select pg_sleep(60) -- ${marker}`, run_id: runId }),
    });
    await expect.poll(() => running(marker), { timeout: 10_000 }).toBe(1);

    const cancel = (token: string, id = runId) =>
      callAs(instance.atrium.url, token, 'POST', '/platform/pg-meta/default/query/cancel', {
        run_id: id,
      });
    expect((await cancel(other)).status).toBe(404);
    expect((await cancel(runner, randomUUID())).status).toBe(404);
    expect(await running(marker)).toBe(1);

    const cancelled = await cancel(runner);
    expect(cancelled).toEqual({ status: 200, body: { run_id: runId, cancelled: true } });
    await expect.poll(() => running(marker), { timeout: 10_000 }).toBe(0);
    // The run's own answer ends with Postgres's words for it.
    const body = await (await answer).text();
    expect(body).toContain('canceling statement due to user request');
    // Ended, it is no longer there to cancel.
    expect((await cancel(runner)).status).toBe(404);
  });
});

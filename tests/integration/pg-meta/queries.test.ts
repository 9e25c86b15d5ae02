import { describe, expect, it } from 'vitest';
import { api, query } from '../../harness/api.js';
import { uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/queries';

interface OngoingQuery {
  pid: number;
  query: string;
  query_start: string;
}

async function waitFor<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = await check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out waiting');
}

describe('/platform/pg-meta/{ref}/queries', () => {
  it('lists a running query and terminates its backend', async () => {
    // Through the SQL editor: the API's role sees and may end its own role's backends only.
    const marker = uniqueName('sleep');
    const sleeping = query(`SELECT pg_sleep(30) AS ${marker}`);
    const running = await waitFor(async () => {
      const { status, body } = await api<OngoingQuery[]>('GET', `${base}/ongoing`);
      expect(status).toBe(200);
      return body.find((q) => q.query.includes(marker));
    });
    expect(running.query_start).toEqual(expect.any(String));
    const terminated = await api<{ pid: number; terminated: boolean }>(
      'POST',
      `${base}/${running.pid}/terminate`,
    );
    expect(terminated.status).toBe(200);
    expect(terminated.body).toEqual({ pid: running.pid, terminated: true });
    // The editor's request learns its backend was ended by an administrator (57P01).
    expect(await sleeping).toMatchObject({ status: 503, body: { error: { code: '57P01' } } });
    await waitFor(async () => {
      const { body } = await api<OngoingQuery[]>('GET', `${base}/ongoing`);
      return body.some((q) => q.pid === running.pid) ? undefined : true;
    });
  });

  it('does not list the API’s own connection', async () => {
    const { body } = await api<OngoingQuery[]>('GET', `${base}/ongoing`);
    expect(body.some((q) => q.query.includes('pid <> pg_backend_pid()'))).toBe(false);
  });

  it('answers 404 for a pid that is not a backend of this database, 400 for a bad pid', async () => {
    expect((await api('POST', `${base}/2147483646/terminate`)).status).toBe(404);
    expect((await api('POST', `${base}/abc/terminate`)).status).toBe(400);
    expect((await api('POST', `${base}/-1/terminate`)).status).toBe(400);
  });
});

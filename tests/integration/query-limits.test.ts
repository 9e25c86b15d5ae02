import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../harness/shared-cluster-instance.js';
import { ownerAuth } from '../harness/instance-tokens.js';

const post = (baseUrl: string, path: string, body: unknown) =>
  fetch(`${baseUrl}/platform/pg-meta/default${path}`, {
    method: 'POST',
    headers: { ...ownerAuth(baseUrl), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the /query row cap', () => {
  let instance: SharedClusterInstance;
  const run = (sql: string) => post(instance.atrium.url, '/query', { query: sql });

  beforeAll(async () => {
    instance = await startOnSharedCluster('limits', { ATRIUM_QUERY_ROW_LIMIT: '1000' });
  });
  afterAll(() => instance?.close());

  it('answers the first ATRIUM_QUERY_ROW_LIMIT rows and says so in headers', async () => {
    const response = await run('SELECT n FROM generate_series(1, 5000) AS n');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-atrium-rows-truncated')).toBe('true');
    expect(response.headers.get('x-atrium-row-limit')).toBe('1000');
    const rows = (await response.json()) as Array<{ n: number }>;
    expect(rows).toHaveLength(1000);
    expect(rows.at(-1)).toEqual({ n: 1000 });
  });

  it('sets no header when the rows fit', async () => {
    const response = await run('SELECT n FROM generate_series(1, 1000) AS n');
    expect(response.headers.get('x-atrium-rows-truncated')).toBeNull();
    expect(await response.json()).toHaveLength(1000);
  });

  it('caps only the last statement of a script, which is the one answered', async () => {
    const bigFirst = await run('SELECT generate_series(1, 5000); SELECT 1 AS one');
    expect(bigFirst.headers.get('x-atrium-rows-truncated')).toBeNull();
    expect(await bigFirst.json()).toEqual([{ one: 1 }]);

    const bigLast = await run('SELECT 1 AS one; SELECT n FROM generate_series(1, 5000) AS n');
    expect(bigLast.headers.get('x-atrium-rows-truncated')).toBe('true');
    expect(await bigLast.json()).toHaveLength(1000);
  });

  it('keeps the writes of a script whose answer was cut', async () => {
    const response = await run(
      `CREATE TABLE capped_writes AS SELECT n FROM generate_series(1, 3000) AS n;
       SELECT * FROM capped_writes`,
    );
    expect(response.headers.get('x-atrium-rows-truncated')).toBe('true');
    const count = await run('SELECT count(*)::int AS n FROM capped_writes');
    expect(await count.json()).toEqual([{ n: 3000 }]);
  });
});

describe('/query/format', () => {
  it('formats a large script off the event loop: /health keeps answering at once', async () => {
    const statement =
      'select a.id, b.name from alpha a join beta b on a.id = b.aid where a.x = 1;\n';
    const script = statement.repeat(Math.floor((200 * 1024) / statement.length));
    const formatting = api<{ result: string }>('POST', '/platform/pg-meta/default/query/format', {
      query: script,
    });
    // Give the format request time to arrive, then time /health while it is being formatted.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = performance.now();
    expect((await api('GET', '/health')).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(500);

    const formatted = await formatting;
    expect(formatted.status).toBe(200);
    expect(formatted.body.result).toContain('select\n  a.id,\n  b.name\nfrom');
  });

  it('refuses SQL over 256 KB with 413 and says why', async () => {
    const res = await api<{ error: { code: string; message: string } }>(
      'POST',
      '/platform/pg-meta/default/query/format',
      { query: 'select 1;\n'.repeat(30_000) },
    );
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('sql_too_large');
    expect(res.body.error.message).toContain('256 KB');
  });
});

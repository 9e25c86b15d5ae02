import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuserQuery, uniqueName } from '../harness/database.js';
import { ownerAuth } from '../harness/instance-tokens.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../harness/shared-cluster-instance.js';
import { waitFor } from '../harness/wait-for.js';

const ROW_LIMIT = 20_000;
const BYTE_LIMIT = 3 * 1024 * 1024;

/** An answer read with Node's own HTTP client, which (unlike fetch) hands over trailers. */
interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  readonly trailers: Record<string, string | undefined>;
}

let instance: SharedClusterInstance;

function post(sql: string): Promise<RawAnswer> {
  const url = new URL(`${instance.atrium.url}/platform/pg-meta/default/query`);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        headers: { ...ownerAuth(instance.atrium.url), 'content-type': 'application/json' },
        // A connection of its own each time: one whose answer was broken off is not reused.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
            trailers: response.trailers,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify({ query: sql }));
  });
}

/** `pg_stat_activity` rows of the project database still running a statement with `marker`. */
// As the cluster's superuser: only it sees the query text of every role's backend.
const running = (marker: string) =>
  superuserQuery(
    `SELECT pid FROM pg_stat_activity
      WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
    [`%${marker}%`],
  );

beforeAll(async () => {
  instance = await startOnSharedCluster('stream', {
    ATRIUM_QUERY_ROW_LIMIT: String(ROW_LIMIT),
    ATRIUM_QUERY_BYTE_LIMIT: String(BYTE_LIMIT),
    // Only a cancel may stop the endless statement below in time.
    ATRIUM_STATEMENT_TIMEOUT_MS: '60000',
  });
});
afterAll(() => instance?.close());

describe('/query streams a large answer', () => {
  it('answers every row of an answer within the limits, streamed, announcing no cut', async () => {
    // About 2 MB: past the first batch, which is held back, so the rest is streamed.
    const answer = await post(
      `SELECT n, repeat('x', 100) AS pad FROM generate_series(1, 15000) AS n`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.trailers).toEqual({});
    const rows = JSON.parse(answer.body) as { n: number }[];
    expect(rows).toHaveLength(15_000);
    expect(rows.at(-1)).toEqual({ n: 15_000, pad: 'x'.repeat(100) });
  });

  it('cuts at ATRIUM_QUERY_BYTE_LIMIT, the body a valid array, and says so in trailers', async () => {
    const answer = await post(
      `SELECT n, repeat('x', 1000) AS pad FROM generate_series(1, 8000) AS n`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.trailer).toContain('X-Atrium-Rows-Truncated');
    expect(answer.trailers).toEqual({
      'x-atrium-rows-truncated': 'true',
      'x-atrium-byte-limit': String(BYTE_LIMIT),
    });
    expect(Buffer.byteLength(answer.body)).toBeLessThanOrEqual(BYTE_LIMIT);
    const rows = JSON.parse(answer.body) as { n: number }[];
    // Each row is about 1 KB: the cut leaves out only what would not fit.
    expect(rows.length).toBeGreaterThan(3000);
    expect(rows.map((row) => row.n)).toEqual(rows.map((_, index) => index + 1));
  });

  it('cuts at ATRIUM_QUERY_ROW_LIMIT past the first batch and says so in trailers', async () => {
    const answer = await post(
      `SELECT n, repeat('y', 60) AS pad FROM generate_series(1, 50000) AS n`,
    );
    expect(answer.status).toBe(200);
    expect(answer.trailers).toEqual({
      'x-atrium-rows-truncated': 'true',
      'x-atrium-row-limit': String(ROW_LIMIT),
    });
    expect(JSON.parse(answer.body)).toHaveLength(ROW_LIMIT);
  });

  it('streams the last statement of a long script (counted off the event loop)', async () => {
    const script = `${'SELECT 1 AS early;\n'.repeat(500)}
      SELECT n, repeat('x', 100) AS pad FROM generate_series(1, 15000) AS n`;
    const answer = await post(script);
    expect(answer.status).toBe(200);
    const rows = JSON.parse(answer.body) as { n: number }[];
    expect(rows).toHaveLength(15_000);
    expect(rows[0]).toEqual({ n: 1, pad: 'x'.repeat(100) });
  });

  it('announces a byte cut found within the first batch in headers', async () => {
    // One row over the limit: the cut is known before anything is sent.
    const answer = await post(`SELECT 1 AS n, repeat('z', ${BYTE_LIMIT}) AS pad; `);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-atrium-rows-truncated']).toBe('true');
    expect(answer.headers['x-atrium-byte-limit']).toBe(String(BYTE_LIMIT));
    expect(answer.body).toBe('[]');
  });
});

describe('an error while /query answers', () => {
  it('before the first batch is sent, is answered with its status', async () => {
    const answer = await post(`SELECT n, 1 / (n - 500) AS q FROM generate_series(1, 1000) AS n`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: '22012' } });
  });

  it('after streaming began, breaks the body off so that it never reads as a whole answer', async () => {
    const response = await fetch(`${instance.atrium.url}/platform/pg-meta/default/query`, {
      method: 'POST',
      headers: { ...ownerAuth(instance.atrium.url), 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `SELECT n, repeat('x', 1000) AS pad, 1 / (n - 2500) AS q FROM generate_series(1, 5000) AS n`,
      }),
    });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('after streaming began, still rolls the script back', async () => {
    const table = uniqueName('streamed_then_failed');
    await post(`CREATE TABLE ${table} (id int)`);
    await post(
      `INSERT INTO ${table} VALUES (1);
       SELECT n, repeat('x', 1000) AS pad, 1 / (n - 2500) AS q FROM generate_series(1, 5000) AS n`,
    ).catch(() => undefined);
    const count = await post(`SELECT count(*)::int AS n FROM ${table}`);
    expect(JSON.parse(count.body)).toEqual([{ n: 0 }]);
  });
});

describe('a client that leaves a streamed answer', () => {
  it('has its statement cancelled at once', async () => {
    const marker = uniqueName('left_stream');
    const client = new AbortController();
    const response = await fetch(`${instance.atrium.url}/platform/pg-meta/default/query`, {
      method: 'POST',
      headers: { ...ownerAuth(instance.atrium.url), 'content-type': 'application/json' },
      body: JSON.stringify({
        // Endless for a test, and streamed by Postgres as it goes (a set-returning function in
        // the select list is not materialized first).
        query: `SELECT generate_series(1, 1000000000) AS ${marker}, repeat('x', 1000) AS pad`,
      }),
      signal: client.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    expect(await running(marker)).toHaveLength(1);

    client.abort();
    await waitFor(async () => (await running(marker)).length === 0, 2_000);
    expect((await post('SELECT 1 AS ok')).body).toBe('[{"ok":1}]');
  });
});

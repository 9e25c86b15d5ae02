import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { directQuery } from '../harness/database.js';
import { ownerAuth } from '../harness/instance-tokens.js';
import { createTable, type TestTable } from './table-rows/table.js';

const QUERY_PATH = '/platform/pg-meta/default/query';
const MB = 1024 * 1024;

interface Sent {
  readonly response: IncomingMessage;
  readonly body: string;
  /** Bytes of the request body written before the answer arrived. */
  readonly written: number;
}

/**
 * A raw HTTP/1.1 request to the shared API as its owner, with headers `fetch` will not send (Host) and a body
 * written chunk by chunk until the answer arrives or `chunks` run out, `delayMs` apart.
 */
function send(
  method: string,
  path: string,
  headers: Record<string, string | number>,
  chunks: Iterable<Buffer | string> = [],
  delayMs = 0,
): Promise<Sent> {
  const url = new URL(path, inject('apiUrl'));
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    // As the owner: the edge's refusals come first, and what passes them reaches its route.
    const req = request(url, { method, headers: { ...ownerAuth(), ...headers } }, (response) => {
      answered = true;
      let body = '';
      response.on('data', (d: Buffer) => (body += d.toString()));
      response.on('end', () => resolve({ response, body, written }));
      response.on('error', reject);
    });
    // The server may close the connection on a body it refused; the answer is what counts.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    void (async () => {
      for (const chunk of chunks) {
        if (answered || req.destroyed) return;
        written += chunk.length;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      }
      if (!answered) req.end();
    })();
  });
}

function* repeat(chunk: Buffer, times: number) {
  for (let i = 0; i < times; i++) yield chunk;
}

describe('the HTTP edge of a real server', () => {
  it('refuses a Host it does not answer to with 421 (DNS rebinding)', async () => {
    const rebound = await send('GET', '/health', { host: 'evil.example:8000' });
    expect(rebound.response.statusCode).toBe(421);
    expect(JSON.parse(rebound.body)).toMatchObject({ error: { code: 'host_not_allowed' } });
    const local = await send('GET', '/health', { host: 'localhost:8000' });
    expect(local.response.statusCode).toBe(200);
  });

  it('sends the security headers with API answers', async () => {
    const { response } = await send('GET', '/health', {});
    expect(response.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
  });

  it('refuses a change sent as text/plain or from a foreign page, and runs nothing', async () => {
    const table = `edge_${Date.now()}`;
    const sql = JSON.stringify({ query: `CREATE TABLE public.${table} (id int)` });
    const plain = await send('POST', QUERY_PATH, { 'content-type': 'text/plain' }, [sql]);
    expect(plain.response.statusCode).toBe(415);
    const foreign = await send(
      'POST',
      QUERY_PATH,
      { 'content-type': 'application/json', origin: 'http://evil.example' },
      [sql],
    );
    expect(foreign.response.statusCode).toBe(403);
    expect(await directQuery('SELECT to_regclass($1) AS t', [`public.${table}`])).toEqual([
      { t: null },
    ]);
  });

  it('refuses JSON nested too deep with 400, not 500', async () => {
    const claims = `{"deep":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const body = `{"query":"select 1","role":"postgres","claims":${claims}}`;
    const answer = await send('POST', QUERY_PATH, { 'content-type': 'application/json' }, [body]);
    expect(answer.response.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('refuses a JSON body declared larger than the limit with 413 before reading it', async () => {
    const started = Date.now();
    // 600 MB announced, sent slowly: the answer must come from the header alone.
    const answer = await send(
      'POST',
      QUERY_PATH,
      { 'content-type': 'application/json', 'content-length': 600 * MB },
      repeat(Buffer.alloc(64 * 1024, 0x20), 600 * 16),
      50,
    );
    expect(answer.response.statusCode).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(answer.written).toBeLessThan(2 * MB);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a chunked JSON body as soon as it passes the limit', async () => {
    const answer = await send(
      'POST',
      QUERY_PATH,
      { 'content-type': 'application/json' },
      repeat(Buffer.alloc(MB, 0x20), 600),
    );
    expect(answer.response.statusCode).toBe(413);
    // The 16 MB cap, plus what sat in socket buffers when the answer arrived, not 600 MB.
    expect(answer.written).toBeLessThan(64 * MB);
  });

  describe('a CSV import', () => {
    let t: TestTable;
    beforeAll(async () => {
      t = await createTable('edge_import', 'id int PRIMARY KEY, name text');
    });
    afterAll(() => directQuery(`DROP TABLE IF EXISTS ${t.sql}`));

    it('streams past the JSON limit, uncapped, however slowly the rows arrive', async () => {
      const rows = function* () {
        yield 'id,name\n';
        // 20 MB of rows (above the 16 MB JSON cap), the last ones trickling in.
        const line = (i: number) => `${i},${'x'.repeat(1000)}\n`;
        for (let i = 0; i < 20_000; i += 1000) {
          yield Array.from({ length: 1000 }, (_, k) => line(i + k)).join('');
        }
        for (let i = 20_000; i < 20_005; i++) yield line(i);
      };
      const answer = await send(
        'POST',
        `${t.path}/import`,
        { 'content-type': 'text/csv', 'transfer-encoding': 'chunked' },
        rows(),
        100,
      );
      expect(answer.response.statusCode, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ inserted: 20_005 });
      expect((await query(`SELECT count(*)::int AS n FROM ${t.sql}`)).body).toEqual([
        { n: 20_005 },
      ]);
    });
  });
});

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { streamsBody } from './body-type.js';
import type { AppEnv } from './env.js';
import { handleError } from './error-handler.js';
import { jsonBodyLimits } from './json-body-limits.js';
import { validate } from './validate.js';
import { z } from 'zod';

const LIMIT = 1000;

describe('jsonBodyLimits', () => {
  let streamed = 0;
  const app = new Hono<AppEnv>()
    .use(jsonBodyLimits(LIMIT))
    .post('/json', validate('json', z.object({ a: z.unknown() })), (c) =>
      c.json(c.req.valid('json')),
    )
    .post('/import', streamsBody('text/csv'), async (c) => {
      streamed = (await c.req.arrayBuffer()).byteLength;
      return c.text('ok');
    });
  app.onError(handleError);

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);

  /** A chunked body (no Content-Length) of `chunks` pieces of `size` bytes, counting what is pulled. */
  const chunked = (chunks: number, size: number) => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled++;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
    });
    return { stream, pulled: () => pulled };
  };

  it('passes bodies within the limit to the handler, parsed', async () => {
    const response = await post('/json', JSON.stringify({ a: [1, 2] }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ a: [1, 2] });
  });

  it('refuses a declared Content-Length above the limit with 413, reading nothing', async () => {
    const body = chunked(100, 100);
    const response = await post('/json', body.stream, { 'content-length': String(LIMIT + 1) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'payload_too_large',
    );
    expect(body.pulled()).toBeLessThanOrEqual(1);
  });

  it('refuses a chunked body as soon as it passes the limit', async () => {
    const body = chunked(1000, 100);
    const response = await post('/json', body.stream);
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(20);
  });

  it('leaves streamed bodies uncapped', async () => {
    const body = chunked(100, 100);
    const response = await post('/import', body.stream, { 'content-type': 'text/csv' });
    expect(response.status).toBe(200);
    expect(streamed).toBe(100 * 100);
  });

  it('refuses JSON nested too deep with 400 invalid_request', async () => {
    const big = jsonBodyLimits(1024 * 1024);
    const deepApp = new Hono<AppEnv>().use(big).post('/json', (c) => c.text('reached'));
    deepApp.onError(handleError);
    const response = await deepApp.request('/json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_request',
    );
  });
});

import { Hono } from 'hono';
import type pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env.js';
import { handleError } from './error-handler.js';
import { memoryLogger } from './memory-logger.js';
import { requestLog, type RequestLogLevel } from './request-log.js';

const SQL = "select 'the-secret-in-the-sql' as s";
const PASSWORD = 'hunter2-password';

let abandon = new AbortController();

function appWith(log: pino.Logger, level?: RequestLogLevel) {
  return new Hono<AppEnv>()
    .use(requestLog(log, level))
    .post('/query', async (c) => {
      await c.req.json();
      c.get('log').info('ran a query');
      return c.json([{ s: 'ok' }]);
    })
    .get('/fails', () => {
      throw new Error('boom');
    })
    .get('/abandoned', () => {
      // The client goes away; its work then fails the way a cancelled connection does.
      abandon.abort();
      throw new Error('Connection terminated unexpectedly');
    })
    .onError(handleError);
}

describe('request log', () => {
  it('writes one JSON line per request: method, path, status, duration and request id', async () => {
    const memory = memoryLogger();
    const app = appWith(memory.log);

    const response = await app.request('/query', {
      method: 'POST',
      body: JSON.stringify({ query: SQL }),
      headers: { 'content-type': 'application/json' },
    });

    expect(response.status).toBe(200);
    const requestLines = memory.lines().filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line).toMatchObject({ method: 'POST', path: '/query', status: 200, level: 30 });
    expect(typeof line!.ms).toBe('number');
    expect(line!.ms).toBeGreaterThanOrEqual(0);
    expect(line!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-request-id')).toBe(line!.requestId);
  });

  it('writes request lines at debug for a terminal: hidden at info, shown at debug', async () => {
    for (const [loggerLevel, shown] of [
      ['info', 0],
      ['debug', 1],
    ] as const) {
      const memory = memoryLogger(loggerLevel);
      await appWith(memory.log, 'debug').request('/query', { method: 'POST', body: '{}' });
      const lines = memory.lines().filter((line) => line.msg === 'request');
      expect(lines, loggerLevel).toHaveLength(shown);
      expect(memory.lines().some((line) => line.msg === 'ran a query')).toBe(true);
    }
  });

  it("tags the handler's own log lines with the same request id", async () => {
    const memory = memoryLogger();
    const response = await appWith(memory.log).request('/query', {
      method: 'POST',
      body: JSON.stringify({ query: SQL }),
    });

    const handlerLine = memory.lines().find((line) => line.msg === 'ran a query');
    expect(handlerLine?.requestId).toBe(response.headers.get('x-request-id'));
  });

  it("keeps the caller's x-request-id", async () => {
    const memory = memoryLogger();
    const response = await appWith(memory.log).request('/query', {
      method: 'POST',
      body: '{}',
      headers: { 'x-request-id': 'from-the-load-balancer' },
    });

    expect(response.headers.get('x-request-id')).toBe('from-the-load-balancer');
    expect(memory.lines().find((line) => line.msg === 'request')?.requestId).toBe(
      'from-the-load-balancer',
    );
  });

  it('logs the status of a request that failed', async () => {
    const memory = memoryLogger();
    const response = await appWith(memory.log).request('/fails');

    expect(response.status).toBe(500);
    expect(memory.lines().find((line) => line.msg === 'request')).toMatchObject({
      method: 'GET',
      path: '/fails',
      status: 500,
    });
  });

  it('never logs request bodies or query strings', async () => {
    const memory = memoryLogger();
    const app = appWith(memory.log);

    await app.request('/query', {
      method: 'POST',
      body: JSON.stringify({ query: SQL, password: PASSWORD }),
      headers: { 'content-type': 'application/json' },
    });
    await app.request(`/fails?password=${PASSWORD}`);

    // Both requests were logged (the handler and the error handler add lines of their own)...
    expect(memory.lines().filter((line) => line.msg === 'request')).toHaveLength(2);
    // ...and nothing anywhere in the log carries what the caller sent.
    expect(memory.text()).not.toContain('the-secret-in-the-sql');
    expect(memory.text()).not.toContain(PASSWORD);
  });

  it('logs a request its client abandoned as 499 at info level, with no error line', async () => {
    const memory = memoryLogger();
    abandon = new AbortController();
    await appWith(memory.log).request(
      new Request('http://localhost/abandoned', { signal: abandon.signal }),
    );

    expect(
      memory.lines().find((line) => line.msg === 'request abandoned by the client'),
    ).toMatchObject({
      path: '/abandoned',
      status: 499,
      aborted: true,
      level: 30,
    });
    expect(memory.lines().filter((line) => (line.level as number) >= 40)).toEqual([]);
  });
});

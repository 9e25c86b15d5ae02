import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PoolExhaustedError } from '../db/pool-exhausted.js';
import type { AppEnv } from './env.js';
import { handleError, RETRY_AFTER_SECONDS } from './error-handler.js';
import { memoryLogger } from './memory-logger.js';
import { requestLog } from './request-log.js';

const appThrowing = (error: unknown) =>
  new Hono<AppEnv>()
    .get('/', () => {
      throw error;
    })
    .onError(handleError);

describe('handleError', () => {
  it('tells the client when to retry a 503', async () => {
    const busy = await appThrowing(new PoolExhaustedError(10, 5000)).request('/');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(((await busy.json()) as { error: { code: string } }).error.code).toBe('pool_exhausted');

    const down = await appThrowing(new Error('Connection terminated unexpectedly')).request('/');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });

  it('sends no Retry-After for errors a retry will not fix', async () => {
    const response = await appThrowing(new Error('boom')).request('/');
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
  });
});

/**
 * docs/architecture/api.md: while Postgres is down every request fails the same way; each is
 * logged once at warn, without a stack, while an unexpected error keeps its stack at error.
 */
describe('logging what handleError answers', () => {
  const loggedBy = async (error: unknown) => {
    const memory = memoryLogger();
    const app = new Hono<AppEnv>()
      .use(requestLog(memory.log))
      .get('/', () => {
        throw error;
      })
      .onError(handleError);
    const response = await app.request('/');
    const failures = memory.lines().filter((line) => line.msg !== 'request');
    return { status: response.status, failures };
  };

  it.each([
    [
      'the database is down',
      new Error('connect ECONNREFUSED 127.0.0.1:5432'),
      'database_unavailable',
    ],
    [
      'it is shutting down',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
      '57P01',
    ],
    ['every connection is busy', new PoolExhaustedError(10, 5000), 'pool_exhausted'],
  ])('logs a 503 when %s at warn, one line, no stack', async (_when, error, code) => {
    const { status, failures } = await loggedBy(error);
    expect(status).toBe(503);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 40, code });
    expect(JSON.stringify(failures[0])).not.toContain('    at ');
  });

  it('logs an unexpected error at error level with its stack', async () => {
    const { status, failures } = await loggedBy(new Error('boom'));
    expect(status).toBe(500);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 50, msg: 'request failed' });
    expect((failures[0]!.err as { stack: string }).stack).toContain('boom');
  });
});

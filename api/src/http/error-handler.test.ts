import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PoolExhaustedError } from '../db/pool-exhausted.js';
import type { AppEnv } from './env.js';
import { handleError, RETRY_AFTER_SECONDS } from './error-handler.js';

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

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env.js';
import { handleError } from './error-handler.js';
import { requires, resolveGrants } from './permission-middleware.js';

/** A request as @hono/node-server hands it over, from the given remote address. */
const from = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } },
});

describe('permission middleware', () => {
  const app = new Hono<AppEnv>()
    .use(resolveGrants())
    .get('/secret', requires('sql:query', 'sql'), (c) => c.text('ok'))
    .onError(handleError);

  it('lets the local user (loopback) through', async () => {
    expect((await app.request('/secret', {}, from('127.0.0.1'))).status).toBe(200);
    expect((await app.request('/secret', {}, from('::1'))).status).toBe(200);
  });

  it('refuses requests from elsewhere with 403 and the permission that is missing', async () => {
    const response = await app.request('/secret', {}, from('10.1.2.3'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        message: 'You need additional permissions (sql:query on sql) to do this',
        code: 'insufficient_permissions',
      },
    });
  });
});

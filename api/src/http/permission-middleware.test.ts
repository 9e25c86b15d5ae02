import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env.js';
import { handleError } from './error-handler.js';
import type { ActiveSession } from '../auth/sessions.js';
import {
  requires,
  requiresSession,
  requiresSignedIn,
  resolveGrants,
  routeTarget,
} from './permission-middleware.js';

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

describe('requiresSession', () => {
  const session = (
    aal: 'aal1' | 'aal2',
    nextLevel: 'aal1' | 'aal2',
    kind: ActiveSession['kind'] = 'session',
  ): ActiveSession => ({
    kind,
    id: 's',
    userId: 'u',
    email: 'me@example.test',
    aal,
    amr: [],
    nextLevel,
  });
  const appWith = (active: ActiveSession | undefined) =>
    new Hono<AppEnv>()
      .use(async (c, next) => (c.set('session', active), next()))
      .get('/full', requiresSession(), (c) => c.text('ok'))
      .get('/step-up', requiresSession('aal1'), (c) => c.text('ok'))
      .onError(handleError);
  const statusOf = async (active: ActiveSession | undefined, path: string) =>
    (await appWith(active).request(path)).status;

  it('refuses a request without a session with 401, even from loopback', async () => {
    const response = await appWith(undefined).request('/full', {}, from('127.0.0.1'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'no_authorization' } });
    expect(await statusOf(undefined, '/step-up')).toBe(401);
  });

  it('needs the highest level the user can reach, unless the route takes aal1', async () => {
    expect(await statusOf(session('aal1', 'aal1'), '/full')).toBe(200);
    expect(await statusOf(session('aal2', 'aal2'), '/full')).toBe(200);
    expect(await statusOf(session('aal1', 'aal2'), '/full')).toBe(403);
    expect(await statusOf(session('aal1', 'aal2'), '/step-up')).toBe(200);
  });

  it('refuses a personal access token: it may not manage the account', async () => {
    expect(await statusOf(session('aal2', 'aal2', 'personal_token'), '/full')).toBe(403);
    expect(await statusOf(session('aal1', 'aal1', 'personal_token'), '/step-up')).toBe(403);
  });
});

describe('declarations for a signed-in user', () => {
  const principal = { userId: '00000000-0000-4000-8000-000000000001', email: 'a@b.test' };
  const app = (signedIn: boolean) =>
    new Hono<AppEnv>()
      .use(async (c, next) => {
        if (signedIn) c.set('principal', principal);
        await next();
      })
      .use(resolveGrants())
      .get('/me', requiresSignedIn(), (c) => c.text('ok'))
      .get('/projects/:ref', requires('sql:admin:read', 'tables'), (c) => c.text('ok'))
      .get('/target/:slug', (c) => c.json(routeTarget(c) ?? null))
      .onError(handleError);

  it('lets the local user and a principal through requiresSignedIn, and answers others 401', async () => {
    expect((await app(false).request('/me', {}, from('127.0.0.1'))).status).toBe(200);
    expect((await app(true).request('/me', {}, from('10.1.2.3'))).status).toBe(200);
    const refused = await app(false).request('/me', {}, from('10.1.2.3'));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { message: 'Sign in to do this', code: 'not_signed_in' },
    });
  });

  it('judges a principal by membership, not by the loopback rule', async () => {
    // No platform database to ask: the principal is a member of nothing, even from this machine.
    expect((await app(true).request('/projects/default', {}, from('127.0.0.1'))).status).toBe(403);
    expect((await app(false).request('/projects/default', {}, from('127.0.0.1'))).status).toBe(200);
  });

  it('reads the target from the route: a project ref or an organization slug', async () => {
    expect(await (await app(false).request('/target/acme', {}, from('127.0.0.1'))).json()).toEqual({
      orgSlug: 'acme',
    });
  });
});

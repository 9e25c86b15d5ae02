import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env.js';
import { handleError } from './error-handler.js';
import type { ActiveSession } from '../auth/sessions/store.js';
import type { GrantTarget } from '../permissions/grants-for.js';
import { ALL_GRANTS, grantsOfRole, type Grant } from '../permissions/model.js';
import {
  requires,
  requiresSession,
  requiresSignedIn,
  routeTarget,
} from './permission-middleware.js';
import { resolveGrants } from '../permissions/resolve-grants.js';

/** A request as @hono/node-server hands it over, from the given remote address. */
const from = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } },
});

const member = (
  aal: 'aal1' | 'aal2' = 'aal1',
  nextLevel: 'aal1' | 'aal2' = 'aal1',
  kind: ActiveSession['kind'] = 'session',
): ActiveSession => ({
  kind,
  id: 's',
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'a@b.test',
  aal,
  amr: [],
  nextLevel,
});

/** A member holding `grants` on project `default` only, as `grantsFor` would answer. */
const grantsOnDefault =
  (grants: readonly Grant[]) => async (_principal: unknown, target: GrantTarget) =>
    'projectRef' in target && target.projectRef === 'default' ? grants : [];

describe('permission middleware', () => {
  const appWith = (session: ActiveSession | undefined, grants: readonly Grant[] = ALL_GRANTS) =>
    new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('session', session);
        c.set('memberGrants', grantsOnDefault(grants));
        await next();
      })
      .get('/:ref/secret', requires('sql:query', 'sql'), (c) => c.text('ok'))
      .onError(handleError);

  it('trusts no address: signed out is 401, from loopback too', async () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3']) {
      const response = await appWith(undefined).request('/default/secret', {}, from(address));
      expect(response.status, address).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'no_authorization' } });
    }
  });

  it('lets a member holding the grant through, on their project only', async () => {
    expect((await appWith(member()).request('/default/secret')).status).toBe(200);
    expect((await appWith(member()).request('/other/secret')).status).toBe(403);
  });

  it('refuses a member without the grant with 403 and the permission that is missing', async () => {
    const response = await appWith(member(), grantsOfRole('read_only')).request('/default/secret');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        message: 'You need additional permissions (sql:query on sql) to do this',
        code: 'insufficient_permissions',
      },
    });
  });

  it('refuses a password-only session of a user with a second factor (403 insufficient_aal)', async () => {
    const response = await appWith(member('aal1', 'aal2')).request('/default/secret');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'insufficient_aal' } });
    expect((await appWith(member('aal2', 'aal2')).request('/default/secret')).status).toBe(200);
  });

  it('lets a personal access token act with its user grants', async () => {
    const token = member('aal2', 'aal2', 'personal_token');
    expect((await appWith(token).request('/default/secret')).status).toBe(200);
    expect((await appWith(token, []).request('/default/secret')).status).toBe(403);
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
  const app = (session: ActiveSession | undefined) =>
    new Hono<AppEnv>()
      .use(async (c, next) => (c.set('session', session), next()))
      .use(resolveGrants())
      .get('/me', requiresSignedIn(), (c) => c.text('ok'))
      .get('/projects/:ref', requires('sql:admin:read', 'tables'), (c) => c.text('ok'))
      .get('/target/:slug', (c) => c.json(routeTarget(c) ?? null))
      .onError(handleError);

  it('lets a session or a personal token through requiresSignedIn, and answers nobody 401', async () => {
    expect((await app(member()).request('/me', {}, from('10.1.2.3'))).status).toBe(200);
    expect((await app(member('aal2', 'aal2', 'personal_token')).request('/me')).status).toBe(200);
    const refused = await app(undefined).request('/me', {}, from('127.0.0.1'));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      error: { message: 'Sign in to do this', code: 'no_authorization' },
    });
  });

  it('judges a principal by membership alone, even from this machine', async () => {
    // No platform database to ask: the principal is a member of nothing.
    expect((await app(member()).request('/projects/default', {}, from('127.0.0.1'))).status).toBe(
      403,
    );
  });

  it('reads the target from the route: a project ref or an organization slug', async () => {
    expect(await (await app(undefined).request('/target/acme')).json()).toEqual({
      orgSlug: 'acme',
    });
  });
});

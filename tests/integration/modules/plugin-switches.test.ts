import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directQuery } from '../../harness/database.js';
import { bearer, ownerToken } from '../../harness/owner.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { startTestInstance, type TestInstance } from '../../harness/start-instance.js';

/**
 * docs/architecture/plugins.md, plugins switched on and off at run time: an Owner of the default
 * organization switches a plugin on `/admin/plugins` (`PATCH /platform/plugins/:id`); the
 * choice is kept in the platform database, and two instances on it, as behind a load balancer,
 * both follow: the plugin's API routes answer 404 while it is off, and the deployment names it
 * again once it is on. Each switch is in the audit log; anyone else is refused, changing nothing.
 */
const SECRET = { ATRIUM_SECRET_KEY: randomBytes(32).toString('base64url') };
const PLUGINS = { ATRIUM_PLUGINS: 'nav,hello' };
const GREETING = '/api/plugins/hello/greeting';

let first: SharedClusterInstance;
let second: TestInstance;
let owner: Record<string, string>;

beforeAll(async () => {
  first = await startOnSharedCluster('switches', { ...SECRET, ...PLUGINS });
  second = await startTestInstance(
    'switches-second',
    {
      DATABASE_URL: first.projectDbUrl,
      ATRIUM_PLATFORM_DATABASE_URL: first.platformDbUrl,
      ...SECRET,
      ...PLUGINS,
    },
    { owner: false },
  );
  owner = first.auth;
}, 60_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const call = async (
  baseUrl: string,
  auth: Record<string, string>,
  path: string,
  method = 'GET',
) => {
  const response = await fetch(`${baseUrl}${path}`, { method, headers: auth });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as unknown };
};
const switchPlugin = (id: string, enabled: boolean, auth = owner) =>
  call(first.atrium.url, auth, `/platform/plugins/${id}/enabled`, enabled ? 'PUT' : 'DELETE');
const switchHello = (enabled: boolean, auth = owner) => switchPlugin('hello', enabled, auth);
const pluginsOn = async (baseUrl: string) =>
  ((await call(baseUrl, owner, '/platform/deployment')).body as { plugins: string[] }).plugins;
const greetingStatus = async (baseUrl: string) => (await call(baseUrl, owner, GREETING)).status;
const switchEntries = () =>
  directQuery<{ action: string; target_name: string; status: number; organization_slug: string }>(
    `SELECT action, target_name, status, organization_slug FROM audit_log
      WHERE action LIKE 'plugin.%' ORDER BY id`,
    [],
    first.platformDbUrl,
  );

describe('plugins switched on and off at run time', () => {
  it('switches hello off: its routes answer 404 and the deployment drops it, here at once and on the other instance soon', async () => {
    expect(await greetingStatus(second.atrium.url)).toBe(200);
    const switched = await switchHello(false);
    expect(switched).toEqual({
      status: 200,
      body: { id: 'hello', enabled: false, plugins: ['nav'] },
    });
    expect(await pluginsOn(first.atrium.url)).toEqual(['nav']);
    expect(await greetingStatus(first.atrium.url)).toBe(404);
    await expect.poll(() => pluginsOn(second.atrium.url), { timeout: 10_000 }).toEqual(['nav']);
    await expect.poll(() => greetingStatus(second.atrium.url), { timeout: 10_000 }).toBe(404);
  });

  it('switches hello on again: both instances serve its routes', async () => {
    expect(await switchHello(true)).toMatchObject({ status: 200, body: { enabled: true } });
    expect(await greetingStatus(first.atrium.url)).toBe(200);
    await expect
      .poll(() => pluginsOn(second.atrium.url), { timeout: 10_000 })
      .toEqual(['nav', 'hello']);
    await expect.poll(() => greetingStatus(second.atrium.url), { timeout: 10_000 }).toBe(200);
  });

  it('records each switch in the default organization’s audit log', async () => {
    expect(await switchEntries()).toEqual([
      {
        action: 'plugin.switched_off',
        target_name: 'hello',
        status: 200,
        organization_slug: 'default',
      },
      {
        action: 'plugin.switched_on',
        target_name: 'hello',
        status: 200,
        organization_slug: 'default',
      },
    ]);
  });

  it('refuses a member who is not an Owner of the default organization, changing nothing', async () => {
    const member = { email: 'switch-admin@atrium.test', password: 'administrator-password-1' };
    const added = await fetch(`${first.atrium.url}/platform/organizations/default/members`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ ...member, role: 'administrator' }),
    });
    expect(added.status).toBe(201);
    const administrator = bearer(await ownerToken(first.atrium.url, member));
    const refused = await switchHello(false, administrator);
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { code: 'insufficient_permissions' } },
    });
    expect(await pluginsOn(first.atrium.url)).toEqual(['nav', 'hello']);
    expect(await greetingStatus(first.atrium.url)).toBe(200);
    expect((await switchEntries()).at(-1)).toMatchObject({
      action: 'plugin.switched_off',
      status: 403,
    });
  });

  it('answers an id that cannot be a plugin’s with 400, keeping the switches as they were', async () => {
    expect(await switchPlugin('Hello%20World', false)).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request' } },
    });
    expect(await pluginsOn(first.atrium.url)).toEqual(['nav', 'hello']);
  });

  it('answers 401 to a caller signed out', async () => {
    expect((await switchHello(false, {})).status).toBe(401);
  });
});

import { SCRYPT_PARAMS } from '../../../api/src/auth/password-hash.js';
import { afterAll, describe, expect, it } from 'vitest';
import { grantsOfRole } from '@atrium/api';
import { directQuery } from '../../harness/database.js';
import { bearer } from '../../harness/owner.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { authClient, signIn } from './accounts.js';

/** Self-hosted mode: the first owner is Owner of the one organization, `default`, and its project. */
async function expectOwnerOfDefault(baseUrl: string, accessToken: string) {
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: bearer(accessToken) });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  expect(await get('/platform/organizations')).toEqual([
    { slug: 'default', name: 'Default organization' },
  ]);
  expect(await get('/platform/profile/permissions?project=default')).toEqual({
    grants: grantsOfRole('owner'),
  });
  const members = (await get('/platform/organizations/default/members')) as { role: string }[];
  expect(members.map((member) => member.role)).toEqual(['owner']);
}

/** Each case starts its own instance on fresh databases: "no account exists" is its own state. */
describe('the first account', () => {
  const instances: SharedClusterInstance[] = [];
  afterAll(() => Promise.all(instances.map((instance) => instance.close())));
  const start = async (env: Record<string, string> = {}) => {
    // No owner from the harness: each case decides how the first account comes.
    const instance = await startOnSharedCluster('first_account', env, { owner: false });
    instances.push(instance);
    return instance;
  };

  it('is created from ATRIUM_ADMIN_EMAIL and ATRIUM_ADMIN_PASSWORD, with no setup link', async () => {
    const owner = { email: 'Owner@Example.test', password: 'a-long-owner-password' };
    // At a deployment's default cost, which the other tests' instances lower (TEST_PASSWORD_COST).
    const instance = await start({
      ATRIUM_ADMIN_EMAIL: owner.email,
      ATRIUM_ADMIN_PASSWORD: owner.password,
      ATRIUM_PASSWORD_HASH_COST: String(SCRYPT_PARAMS.log2N),
    });
    expect(instance.atrium.setupUrl).toBeUndefined();
    const session = await signIn(authClient(instance.atrium.url), owner);
    expect(session.user.email).toBe('owner@example.test');
    const stored = await directQuery<{ password_hash: string }>(
      `SELECT password_hash FROM users`,
      [],
      instance.platformDbUrl,
    );
    expect(stored).toHaveLength(1);
    const { log2N, r, p } = SCRYPT_PARAMS;
    expect(stored[0]!.password_hash.startsWith(`scrypt$${log2N}$${r}$${p}$`)).toBe(true);
    expect(stored[0]!.password_hash).not.toContain(owner.password);
    await expectOwnerOfDefault(instance.atrium.url, session.access_token);
  });

  it('otherwise comes from the one-time setup link printed at start', async () => {
    const instance = await start();
    const link = new URL(instance.atrium.setupUrl!);
    expect(`${link.origin}${link.pathname}`).toBe(`${instance.atrium.url}/setup`);
    const token = link.searchParams.get('token')!;
    const setup = (body: object) =>
      fetch(`${instance.atrium.url}/auth/v1/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const owner = { email: 'first@example.test', password: 'first-owner-password' };
    const pending = async () =>
      ((await (await fetch(`${instance.atrium.url}/auth/v1/setup`)).json()) as { pending: boolean })
        .pending;
    // Signed out and without an account, the app can tell where to go: the link at start.
    expect(await pending()).toBe(true);

    const forged = await setup({ ...owner, token: 'not-the-token' });
    expect(forged.status).toBe(403);
    const weak = await setup({ ...owner, password: 'short', token });
    expect(weak.status).toBe(422);

    const created = await setup({ ...owner, token });
    expect(created.status).toBe(201);
    const session = (await created.json()) as { access_token: string; user: { email: string } };
    expect(session.user.email).toBe(owner.email);
    await expectOwnerOfDefault(instance.atrium.url, session.access_token);
    await signIn(authClient(instance.atrium.url), owner);
    expect(await pending()).toBe(false);

    const reused = await setup({ email: 'second@example.test', password: 'x'.repeat(12), token });
    expect(reused.status).toBe(403);
    expect(await reused.json()).toMatchObject({ error: { code: 'setup_token_invalid' } });
    const users = await directQuery(`SELECT email FROM users`, [], instance.platformDbUrl);
    expect(users).toEqual([{ email: owner.email }]);
  });
});

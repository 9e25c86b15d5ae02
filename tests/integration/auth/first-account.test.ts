import { afterAll, describe, expect, it } from 'vitest';
import { directQuery } from '../../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { authClient, signIn } from './accounts.js';

/** Each case starts its own instance on fresh databases: "no account exists" is its own state. */
describe('the first account', () => {
  const instances: SharedClusterInstance[] = [];
  afterAll(() => Promise.all(instances.map((instance) => instance.close())));
  const start = async (env: Record<string, string> = {}) => {
    const instance = await startOnSharedCluster('first_account', env);
    instances.push(instance);
    return instance;
  };

  it('is created from ATRIUM_ADMIN_EMAIL and ATRIUM_ADMIN_PASSWORD, with no setup link', async () => {
    const owner = { email: 'Owner@Example.test', password: 'a-long-owner-password' };
    const instance = await start({
      ATRIUM_ADMIN_EMAIL: owner.email,
      ATRIUM_ADMIN_PASSWORD: owner.password,
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
    expect(stored[0]!.password_hash).toMatch(/^scrypt\$15\$8\$3\$/);
    expect(stored[0]!.password_hash).not.toContain(owner.password);
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

    const forged = await setup({ ...owner, token: 'not-the-token' });
    expect(forged.status).toBe(403);
    const weak = await setup({ ...owner, password: 'short', token });
    expect(weak.status).toBe(422);

    const created = await setup({ ...owner, token });
    expect(created.status).toBe(201);
    const session = (await created.json()) as { access_token: string; user: { email: string } };
    expect(session.user.email).toBe(owner.email);
    await signIn(authClient(instance.atrium.url), owner);

    const reused = await setup({ email: 'second@example.test', password: 'x'.repeat(12), token });
    expect(reused.status).toBe(403);
    expect(await reused.json()).toMatchObject({ error: { code: 'setup_token_invalid' } });
    const users = await directQuery(`SELECT email FROM users`, [], instance.platformDbUrl);
    expect(users).toEqual([{ email: owner.email }]);
  });
});

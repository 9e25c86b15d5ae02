import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directQuery } from '../../harness/database.js';
import { bearer, signInSession } from '../../harness/owner.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { startTestInstance, type TestInstance } from '../../harness/start-instance.js';

// Two instances behind one platform database, as behind a load balancer: what one instance
// remembers about access (api/src/auth/access-cache.ts) must follow what the other changes.
const SECRET = { ATRIUM_SECRET_KEY: randomBytes(32).toString('base64url') };
const TABLES = '/platform/pg-meta/default/tables?include_columns=false';

let first: SharedClusterInstance;
let second: TestInstance;

beforeAll(async () => {
  first = await startOnSharedCluster('notices', SECRET);
  second = await startTestInstance(
    'notices-second',
    {
      DATABASE_URL: first.projectDbUrl,
      ATRIUM_PLATFORM_DATABASE_URL: first.platformDbUrl,
      ...SECRET,
    },
    { owner: false },
  );
}, 60_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const statusOf = async (baseUrl: string, token: string, path = TABLES) =>
  (await fetch(`${baseUrl}${path}`, { headers: bearer(token) })).status;

const platform = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  directQuery<T>(sql, params, first.platformDbUrl);

/** When the token's use was last written: only a lookup (not a remembered answer) writes it. */
async function lastUsed(tokenId: string): Promise<string> {
  const [row] = await platform<{ at: string }>(
    `SELECT last_used_at::text AS at FROM personal_access_tokens WHERE id = $1`,
    [tokenId],
  );
  return row!.at;
}

async function makeToken(baseUrl: string): Promise<{ id: string; token: string }> {
  const session = await signInSession(baseUrl);
  const response = await fetch(`${baseUrl}/platform/profile/access-tokens`, {
    method: 'POST',
    headers: { ...bearer(session.access_token), 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'notices' }),
  });
  return (await response.json()) as { id: string; token: string };
}

const LONG_AGO = '2000-01-01 00:00:00+00';
const markLongAgo = (id: string) =>
  platform(`UPDATE personal_access_tokens SET last_used_at = $2 WHERE id = $1`, [id, LONG_AGO]);

describe('what an instance remembers about access', () => {
  it('remembers a token between requests instead of looking it up each time', async () => {
    const { id, token } = await makeToken(first.atrium.url);
    expect(await statusOf(first.atrium.url, token)).toBe(200);
    // Asked until a request is answered from memory: the notice of the token's creation may reach
    // the instance during a lookup, which is then not remembered (it may have read older facts).
    // last_used_at is not an access fact: its change sends no notice and forgets nothing.
    await expect
      .poll(
        async () => {
          await markLongAgo(id);
          expect(await statusOf(first.atrium.url, token)).toBe(200);
          return lastUsed(id);
        },
        { timeout: 10_000 },
      )
      .toBe(LONG_AGO);
  });

  it('refuses a session signed out on the other instance within the notice’s delivery', async () => {
    const session = await signInSession(first.atrium.url);
    expect(await statusOf(second.atrium.url, session.access_token)).toBe(200);
    expect(await statusOf(second.atrium.url, session.access_token)).toBe(200);

    const signOut = await fetch(`${first.atrium.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: bearer(session.access_token),
    });
    expect(signOut.status).toBe(204);
    // At once on the instance that signed out; on the other, once the notice arrives.
    expect(await statusOf(first.atrium.url, session.access_token)).toBe(401);
    const started = performance.now();
    await expect
      .poll(() => statusOf(second.atrium.url, session.access_token), { interval: 5 })
      .toBe(401);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a token revoked, and a role lowered, on the other instance', async () => {
    const { id, token } = await makeToken(first.atrium.url);
    const write = { method: 'POST', path: '/platform/pg-meta/default/query' };
    const runQuery = () =>
      fetch(`${second.atrium.url}${write.path}`, {
        method: write.method,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'select 1' }),
      });
    expect((await runQuery()).status).toBe(200);

    await platform(
      `UPDATE organization_members SET role = 'read_only'
        WHERE user_id = (SELECT user_id FROM personal_access_tokens WHERE id = $1)`,
      [id],
    );
    try {
      await expect.poll(async () => (await runQuery()).status).toBe(403);
    } finally {
      await platform(
        `UPDATE organization_members SET role = 'owner'
          WHERE user_id = (SELECT user_id FROM personal_access_tokens WHERE id = $1)`,
        [id],
      );
    }
    await expect.poll(async () => (await runQuery()).status).toBe(200);

    const revoke = await fetch(`${first.atrium.url}/platform/profile/access-tokens/${id}`, {
      method: 'DELETE',
      headers: bearer((await signInSession(first.atrium.url)).access_token),
    });
    expect(revoke.status).toBe(204);
    await expect.poll(() => statusOf(second.atrium.url, token)).toBe(401);
  });

  it('forgets everything when the notices are lost, and remembers again once heard', async () => {
    const { id, token } = await makeToken(first.atrium.url);
    expect(await statusOf(first.atrium.url, token)).toBe(200);

    // Every instance's listening connection on this platform database goes away.
    const terminated = await platform<{ ok: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
        WHERE application_name = 'atrium notices' AND datname = current_database()`,
    );
    expect(terminated.length).toBeGreaterThanOrEqual(2);

    // What was remembered is gone: the next request looks the token up (and writes its use).
    await markLongAgo(id);
    await expect
      .poll(async () => {
        await statusOf(first.atrium.url, token);
        return lastUsed(id);
      })
      .not.toBe(LONG_AGO);

    // Listening again (with back-off), it remembers again.
    await expect
      .poll(async () => {
        await statusOf(first.atrium.url, token);
        await markLongAgo(id);
        await statusOf(first.atrium.url, token);
        return lastUsed(id);
      })
      .toBe(LONG_AGO);
  });
});

describe('what an instance keeps of a project', () => {
  it('lets go of a project whose status another instance (or anyone) changed', async () => {
    const { token } = await makeToken(first.atrium.url);
    const runQuery = async () => {
      const response = await fetch(`${second.atrium.url}/platform/pg-meta/default/query`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'select 1' }),
      });
      const body = (await response.json()) as { error?: { code: string } };
      return response.status === 200 ? 200 : `${response.status} ${body.error?.code}`;
    };
    expect(await runQuery()).toBe(200); // the second instance now keeps a pool for `default`

    await platform(`UPDATE projects SET status = 'RESTORING' WHERE ref = 'default'`);
    try {
      await expect.poll(runQuery, { timeout: 2000 }).toBe('503 project_not_ready');
    } finally {
      await platform(`UPDATE projects SET status = 'ACTIVE_HEALTHY' WHERE ref = 'default'`);
    }
    await expect.poll(runQuery, { timeout: 2000 }).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { authClient, createAccount, platformQuery, signIn, withToken } from './accounts.js';

const json = { 'content-type': 'application/json' };

interface CreatedToken {
  id: string;
  name: string;
  token: string;
  token_alias: string;
}

async function createToken(accessToken: string, body: object) {
  const response = await withToken('/platform/profile/access-tokens', accessToken, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as CreatedToken };
}

describe('personal access tokens', () => {
  it('are shown once, stored as a digest, usable as a bearer token, and revocable', async () => {
    const session = await signIn(authClient(), await createAccount());
    const created = await createToken(session.access_token, { name: 'deploy script' });
    expect(created.status).toBe(201);
    const { token, id } = created.body;
    expect(token).toMatch(/^atr_pat_[\w-]{43}$/);
    expect(created.body.token_alias).toBe(token.slice(0, 14));

    const stored = await platformQuery(`SELECT * FROM personal_access_tokens WHERE id = $1`, [id]);
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = await withToken('/platform/profile/access-tokens', session.access_token);
    const list = (await listed.json()) as object[];
    expect(list).toEqual([expect.objectContaining({ id, name: 'deploy script' })]);
    expect(JSON.stringify(list)).not.toContain(token);

    // A script calls the API with it.
    expect((await withToken('/platform/projects', token)).status).toBe(200);
    const [used] = await platformQuery<{ last_used_at: Date | null }>(
      `SELECT last_used_at FROM personal_access_tokens WHERE id = $1`,
      [id],
    );
    expect(used!.last_used_at).not.toBeNull();

    const revoked = await withToken(`/platform/profile/access-tokens/${id}`, session.access_token, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(204);
    const refused = await withToken('/platform/projects', token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_token' } });
  });

  it('cannot manage the account, nor make more tokens', async () => {
    const session = await signIn(authClient(), await createAccount());
    const { token } = (await createToken(session.access_token, { name: 'ci' })).body;
    expect((await withToken('/auth/v1/user', token)).status).toBe(403);
    expect((await createToken(token, { name: 'another' })).status).toBe(403);
  });

  it('stop working when they expire, and are refused an expiry in the past', async () => {
    const session = await signIn(authClient(), await createAccount());
    const past = await createToken(session.access_token, {
      name: 'old',
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    const { token, id } = (
      await createToken(session.access_token, {
        name: 'short-lived',
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
    ).body;
    expect((await withToken('/platform/projects', token)).status).toBe(200);
    await platformQuery(
      `UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    // Changed by hand: heard by the platform's notice within milliseconds, not necessarily before
    // the next request leaves (docs/architecture/auth.md, What an instance remembers).
    await expect
      .poll(async () => (await withToken('/platform/projects', token)).status, { timeout: 2000 })
      .toBe(401);
  });

  it('revokes only the user’s own tokens', async () => {
    const owner = await signIn(authClient(), await createAccount());
    const { id, token } = (await createToken(owner.access_token, { name: 'mine' })).body;
    const stranger = await signIn(authClient(), await createAccount());
    const response = await withToken(
      `/platform/profile/access-tokens/${id}`,
      stranger.access_token,
      {
        method: 'DELETE',
      },
    );
    expect(response.status).toBe(404);
    expect((await withToken('/platform/projects', token)).status).toBe(200);
  });
});

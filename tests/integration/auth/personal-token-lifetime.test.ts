import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { authClient, createAccount, signIn, withToken } from './accounts.js';

const json = { 'content-type': 'application/json' };

async function newToken(accessToken: string) {
  const response = await withToken('/platform/profile/access-tokens', accessToken, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'script' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

const signOut = (accessToken: string, scope: string) =>
  withToken(`/auth/v1/logout?scope=${scope}`, accessToken, { method: 'POST' });

describe('personal access tokens die with the credentials that made them', () => {
  it('are revoked by signing out everywhere (not by signing out here)', async () => {
    const account = await createAccount();
    const here = await signIn(authClient(), account);
    const token = await newToken(here.access_token);
    expect((await signOut(here.access_token, 'local')).status).toBe(204);
    expect((await withToken('/platform/projects', token)).status).toBe(200);

    const everywhere = await signIn(authClient(), account);
    expect((await signOut(everywhere.access_token, 'global')).status).toBe(204);
    const refused = await withToken('/platform/projects', token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_token' } });
  });

  it('are revoked by a password change', async () => {
    const account = await createAccount();
    const session = await signIn(authClient(), account);
    const token = await newToken(session.access_token);
    const changed = await withToken('/auth/v1/user', session.access_token, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({
        password: `new-${account.password}`,
        current_password: account.password,
      }),
    });
    expect(changed.status).toBe(200);
    expect((await withToken('/platform/projects', token)).status).toBe(401);
  });

  it('keep the assurance level of the session that made them: one made before MFA enrolment is aal1', async () => {
    const client = authClient();
    const aal1 = await signIn(client, await createAccount());
    const before = await newToken(aal1.access_token);
    expect((await withToken('/platform/projects', before)).status).toBe(200);

    const { data: factor } = await client.mfa.enroll({ factorType: 'totp' });
    const code = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret) }).generate();
    expect((await client.mfa.challengeAndVerify({ factorId: factor!.id, code })).error).toBeNull();

    const refused = await withToken('/platform/projects', before);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'insufficient_aal' } });
    const aal2 = (await client.getSession()).data.session!.access_token;
    const after = await newToken(aal2);
    expect((await withToken('/platform/projects', after)).status).toBe(200);
  });
});

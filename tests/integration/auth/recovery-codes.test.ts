import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { authClient, createAccount, signIn, withToken } from './accounts.js';

const json = { 'content-type': 'application/json' };

describe('recovery codes for a lost authenticator', () => {
  it('are created at aal2 once, and each raises an aal1 session to aal2 once', async () => {
    const account = await createAccount();
    const client = authClient();
    await signIn(client, account);
    const { data: factor } = await client.mfa.enroll({ factorType: 'totp' });
    const code = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret) }).generate();
    expect((await client.mfa.challengeAndVerify({ factorId: factor!.id, code })).error).toBeNull();
    const aal2 = (await client.getSession()).data.session!.access_token;

    const created = await withToken('/auth/v1/recovery-codes', aal2, {
      method: 'POST',
      headers: json,
    });
    expect(created.status).toBe(201);
    const { codes } = (await created.json()) as { codes: string[] };
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);

    // The phone is lost: a new sign-in is aal1 and uses a recovery code instead.
    const lost = authClient();
    const aal1 = await signIn(lost, account);
    const use = (recoveryCode: string) =>
      withToken('/auth/v1/recovery-codes/verify', aal1.access_token, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ code: recoveryCode }),
      });
    const used = await use(codes[0]!.toUpperCase());
    expect(used.status).toBe(200);
    const stepped = (await used.json()) as { access_token: string; refresh_token: string };
    const { error } = await lost.setSession(stepped);
    expect(error).toBeNull();
    const { data: levels } = await lost.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(
      levels!.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)),
    ).toContain('recovery_code');

    const again = await use(codes[0]!);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ error: { code: 'mfa_verification_failed' } });

    // At aal2 the lost factor can go.
    expect((await lost.mfa.unenroll({ factorId: factor!.id })).error).toBeNull();
    const remaining = await withToken('/auth/v1/recovery-codes', stepped.access_token);
    expect(await remaining.json()).toEqual({ remaining: 0 });
  });

  it('are refused to a session below aal2 and to a user without a verified factor', async () => {
    const account = await createAccount();
    const session = await signIn(authClient(), account);
    const response = await withToken('/auth/v1/recovery-codes', session.access_token, {
      method: 'POST',
      headers: json,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { code: 'mfa_verified_factor_required' },
    });
  });
});

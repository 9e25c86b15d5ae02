import type { GoTrueClient } from '@supabase/auth-js';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { authClient, createAccount, signIn, withToken, type Account } from './accounts.js';

/** The code an authenticator app shows for `secret` now (otpauth, as a phone would compute it). */
const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** Signs in, enrols a TOTP factor and verifies it: the session is aal2 afterwards. */
async function enrolled(account: Account, client = authClient()) {
  await signIn(client, account);
  const { data: factor, error } = await client.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'phone',
  });
  if (error) throw error;
  // Verified with the code of the previous step: the next sign-in uses the current one.
  const { error: verifyError } = await client.mfa.challengeAndVerify({
    factorId: factor.id,
    code: codeFor(factor.totp.secret, Date.now() - 30_000),
  });
  if (verifyError) throw verifyError;
  return { client, factor };
}

const levels = async (client: GoTrueClient) => {
  const { data, error } = await client.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return { current: data.currentLevel, next: data.nextLevel };
};

describe('TOTP MFA with auth-js', () => {
  it('enrols (secret, otpauth URI, QR code), challenges and verifies up to aal2', async () => {
    const account = await createAccount();
    const client = authClient();
    await signIn(client, account);
    expect(await levels(client)).toEqual({ current: 'aal1', next: 'aal1' });

    const { data: factor, error } = await client.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'phone',
    });
    expect(error).toBeNull();
    expect(factor!.type).toBe('totp');
    expect(factor!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor!.totp.uri).toBe(
      `otpauth://totp/Atrium:${encodeURIComponent(account.email)}?issuer=Atrium&secret=${factor!.totp.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(factor!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    // Enrolled but not verified: no second level to reach yet.
    expect(await levels(client)).toEqual({ current: 'aal1', next: 'aal1' });

    const { data: challenge } = await client.mfa.challenge({ factorId: factor!.id });
    expect(challenge!.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
    const verified = await client.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: codeFor(factor!.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect(await levels(client)).toEqual({ current: 'aal2', next: 'aal2' });
    const { data: aal } = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(
      aal!.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)),
    ).toEqual(['password', 'totp']);

    const { data: user } = await client.getUser();
    expect(user.user!.factors).toEqual([
      expect.objectContaining({
        id: factor!.id,
        friendly_name: 'phone',
        factor_type: 'totp',
        status: 'verified',
      }),
    ]);
  });

  it('refuses a wrong code, and a right code a second time', async () => {
    const account = await createAccount();
    const client = authClient();
    await signIn(client, account);
    const { data: factor } = await client.mfa.enroll({ factorType: 'totp' });
    const wrong = await client.mfa.challengeAndVerify({ factorId: factor!.id, code: '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const code = codeFor(factor!.totp.secret);
    expect((await client.mfa.challengeAndVerify({ factorId: factor!.id, code })).error).toBeNull();
    const replay = await client.mfa.challengeAndVerify({ factorId: factor!.id, code });
    expect(replay.error).toMatchObject({ code: 'mfa_verification_failed' });
  });

  it('signs in again at aal1 with next level aal2, and reaches aal2 with a code', async () => {
    const account = await createAccount();
    const { factor } = await enrolled(account);

    const later = authClient();
    await signIn(later, account);
    expect(await levels(later)).toEqual({ current: 'aal1', next: 'aal2' });

    // aal1 of a user with a factor: reading the user works, changing things does not.
    const session = (await later.getSession()).data.session!;
    expect((await withToken('/auth/v1/user', session.access_token)).status).toBe(200);
    const enrolAnother = await later.mfa.enroll({ factorType: 'totp', friendlyName: 'spare' });
    expect(enrolAnother.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const { error } = await later.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret),
    });
    expect(error).toBeNull();
    expect(await levels(later)).toEqual({ current: 'aal2', next: 'aal2' });
  });

  it('keeps aal2 across a refresh', async () => {
    const { client } = await enrolled(await createAccount());
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(await levels(client)).toEqual({ current: 'aal2', next: 'aal2' });
  });

  it('unenrols at aal2: the factor goes and the next level is aal1 again', async () => {
    const account = await createAccount();
    const { client, factor } = await enrolled(account);
    const { error } = await client.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    const { data } = await client.mfa.listFactors();
    expect(data!.all).toEqual([]);

    const later = authClient();
    await signIn(later, account);
    expect(await levels(later)).toEqual({ current: 'aal1', next: 'aal1' });
  });

  it('does not unenrol at aal1, nor another user’s factor', async () => {
    const account = await createAccount();
    const { factor } = await enrolled(account);
    const aal1 = authClient();
    await signIn(aal1, account);
    expect((await aal1.mfa.unenroll({ factorId: factor.id })).error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
    });

    const stranger = authClient();
    await signIn(stranger, await createAccount());
    expect((await stranger.mfa.unenroll({ factorId: factor.id })).error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
    });
    expect((await stranger.mfa.challenge({ factorId: factor.id })).error).toMatchObject({
      status: 404,
    });
  });
});

import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { authClient, createAccount, signIn, withToken } from './accounts.js';

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() - 30_000 });

/** Factors are named at enrolment and renamed later (`PATCH /auth/v1/factors/{id}`). */
describe('naming authenticator apps', () => {
  const rename = (accessToken: string, id: string, body: unknown) =>
    withToken(`/auth/v1/factors/${id}`, accessToken, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('keeps the name given at enrolment and renames a factor, its names unique per user', async () => {
    const account = await createAccount('factor_names');
    const client = authClient();
    await signIn(client, account);
    const { data: phone, error } = await client.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Work phone',
    });
    if (error) throw error;
    expect(phone.friendly_name).toBe('Work phone');
    const { error: verifyError } = await client.mfa.challengeAndVerify({
      factorId: phone.id,
      code: codeFor(phone.totp.secret),
    });
    if (verifyError) throw verifyError;
    const { data: tablet } = await client.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Tablet',
    });
    const token = (await client.getSession()).data.session!.access_token;

    const renamed = await rename(token, phone.id, { friendly_name: '  Old phone  ' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: phone.id, friendly_name: 'Old phone' });
    const { data: listed } = await client.mfa.listFactors();
    expect(listed!.all.find((f) => f.id === phone.id)?.friendly_name).toBe('Old phone');

    const taken = await rename(token, phone.id, { friendly_name: 'Tablet' });
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as { error_code: string }).error_code).toBe(
      'mfa_factor_name_conflict',
    );
    expect((await rename(token, phone.id, { friendly_name: '   ' })).status).toBe(400);
    expect(tablet).not.toBeNull();
  });

  it('renames neither another user’s factor nor one at aal1 when a factor is verified', async () => {
    const owner = await createAccount('factor_names_owner');
    const ownerClient = authClient();
    await signIn(ownerClient, owner);
    const { data: factor } = await ownerClient.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    });
    await ownerClient.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: codeFor(factor!.totp.secret),
    });

    const other = await createAccount('factor_names_other');
    const otherSession = await signIn(authClient(), other);
    const foreign = await rename(otherSession.access_token, factor!.id, { friendly_name: 'Mine' });
    expect(foreign.status).toBe(404);

    // Signed in again with the password only: aal1, below what the account can reach.
    const aal1 = await signIn(authClient(), owner);
    const low = await rename(aal1.access_token, factor!.id, { friendly_name: 'Stolen' });
    expect(low.status).toBe(403);
    const { data: listed } = await ownerClient.mfa.listFactors();
    expect(listed!.all[0]?.friendly_name).toBe('Phone');
  });
});

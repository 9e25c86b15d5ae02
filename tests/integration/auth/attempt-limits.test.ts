import { Secret, TOTP } from 'otpauth';
import { describe, expect, it, inject } from 'vitest';
import { SIGN_IN_LIMITS } from '../../../api/src/auth/rate-limiter.js';
import { uniqueName } from '../../harness/database.js';
import { authClient, createAccount, signIn, withToken, type Account } from './accounts.js';

const LIMIT = SIGN_IN_LIMITS.perAccount;
const json = { 'content-type': 'application/json' };

/** How many answers had each status. */
async function statuses(responses: Promise<Response>[]) {
  const counts = new Map<number, number>();
  for (const response of await Promise.all(responses)) {
    counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
    await response.body?.cancel();
  }
  return (status: number) => counts.get(status) ?? 0;
}

const post = (path: string, body: object, accessToken?: string) =>
  fetch(`${inject('apiUrl')}${path}`, {
    method: 'POST',
    headers: { ...json, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify(body),
  });

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) });

/** Six digits that no step of `totp` near now accepts. */
function wrongCode(totp: TOTP, i: number) {
  const near = [-1, 0, 1].map((s) => totp.generate({ timestamp: Date.now() + s * 30_000 }));
  let code = String((123456 + i * 7919) % 1_000_000).padStart(6, '0');
  while (near.includes(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return code;
}

/** An account with a verified TOTP factor, signed in afresh at aal1 (its password only). */
async function secondFactorPending(account: Account) {
  const enrolling = authClient();
  await signIn(enrolling, account);
  const { data: factor, error } = await enrolling.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  const totp = totpOf(factor.totp.secret);
  // The previous step's code, so that the current one is still unused.
  const code = totp.generate({ timestamp: Date.now() - 30_000 });
  const verified = await enrolling.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (verified.error) throw verified.error;
  const aal2 = (await enrolling.getSession()).data.session!.access_token;
  const aal1 = (await signIn(authClient(), account)).access_token;
  return { factorId: factor.id, totp, aal1, aal2 };
}

describe('attempt limits hold for attempts sent all at once', () => {
  it(`checks at most ${LIMIT} of 40 wrong passwords sent at once; the rest are refused`, async () => {
    const account = await createAccount();
    const count = await statuses(
      Array.from({ length: 40 }, (_, i) =>
        post('/auth/v1/token?grant_type=password', { ...account, password: `wrong-${i}` }),
      ),
    );
    // Refused: 429 past the account's limit, or 503 past the hashing queue (hashing-slots.ts).
    expect(count(400)).toBeLessThanOrEqual(LIMIT);
    expect(count(429) + count(503)).toBeGreaterThanOrEqual(40 - LIMIT);
    expect(count(400) + count(429) + count(503)).toBe(40);
  });

  it('lets the right TOTP code through only among the first attempts of a burst of 78 wrong ones', async () => {
    const account = await createAccount();
    const { factorId, totp, aal1 } = await secondFactorPending(account);
    const challenge = await withToken(`/auth/v1/factors/${factorId}/challenge`, aal1, {
      method: 'POST',
    });
    const { id: challengeId } = (await challenge.json()) as { id: string };
    const verify = (code: string) =>
      post(`/auth/v1/factors/${factorId}/verify`, { challenge_id: challengeId, code }, aal1);
    const count = await statuses([
      ...Array.from({ length: 78 }, (_, i) => verify(wrongCode(totp, i))),
      verify(totp.generate()),
    ]);
    // Checked: answered 422 (wrong) or 200 (right). A right code clears the count (as a correct
    // password does) and closes the challenge, so at most LIMIT - 1 wrong ones come before it
    // and LIMIT after; without it, at most LIMIT in all.
    const checked = count(422) + count(200);
    expect(checked).toBeLessThanOrEqual(count(200) === 1 ? 2 * LIMIT : LIMIT);
    expect(count(429)).toBeGreaterThanOrEqual(79 - 2 * LIMIT);
  });

  it(`checks at most ${LIMIT} of 30 wrong recovery codes sent at once`, async () => {
    const account = await createAccount();
    const { aal1, aal2 } = await secondFactorPending(account);
    expect((await post('/auth/v1/recovery-codes', {}, aal2)).status).toBe(201);
    const count = await statuses(
      Array.from({ length: 30 }, (_, i) =>
        post('/auth/v1/recovery-codes/verify', { code: `wrong-code-${i}` }, aal1),
      ),
    );
    expect(count(422)).toBeLessThanOrEqual(LIMIT);
    expect(count(429)).toBeGreaterThanOrEqual(30 - LIMIT);
  });

  it(`checks at most ${LIMIT} of 30 wrong setup links sent at once`, async () => {
    const count = await statuses(
      Array.from({ length: 30 }, (_, i) =>
        post('/auth/v1/setup', {
          token: `not-the-token-${i}`,
          email: `${uniqueName('owner')}@example.test`,
          password: 'a-long-enough-password',
        }),
      ),
    );
    expect(count(403)).toBeLessThanOrEqual(LIMIT);
    expect(count(429) + count(503)).toBeGreaterThanOrEqual(30 - LIMIT);
  });

  it(`checks at most ${LIMIT} of 30 wrong invitation tokens sent at once`, async () => {
    const session = await signIn(authClient(), await createAccount());
    const count = await statuses(
      Array.from({ length: 30 }, (_, i) =>
        post(
          '/platform/organizations/default/invitations/accept',
          { token: `not-an-invitation-${i}` },
          session.access_token,
        ),
      ),
    );
    expect(count(404)).toBeLessThanOrEqual(LIMIT);
    expect(count(429)).toBeGreaterThanOrEqual(30 - LIMIT);
  });
});

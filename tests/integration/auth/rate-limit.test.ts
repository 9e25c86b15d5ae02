import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { SignInLimiter, SIGN_IN_LIMITS } from '../../../api/src/auth/rate-limiter.js';
import { platformUrlBeside } from '../../../api/src/platform/platform-database.js';
import { uniqueName } from '../../harness/database.js';
import { authClient, createAccount } from './accounts.js';

const TOO_MANY = /^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/;

describe('sign-in rate limit', () => {
  it(`refuses an account after ${SIGN_IN_LIMITS.perAccount} failures, even the right password, with a clear message`, async () => {
    const account = await createAccount();
    const client = authClient();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      const { error } = await client.signInWithPassword({ ...account, password: `wrong-${i}` });
      expect(error).toMatchObject({ code: 'invalid_credentials' });
    }
    const { data, error } = await client.signInWithPassword(account);
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(error!.message).toMatch(TOO_MANY);
  });

  it('answers an unknown email exactly as a known one', async () => {
    const client = authClient();
    const email = `${uniqueName('nobody')}@example.test`;
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      await client.signInWithPassword({ email, password: `wrong-${i}` });
    }
    const { error } = await client.signInWithPassword({ email, password: 'anything' });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(error!.message).toMatch(TOO_MANY);
  });

  describe('per address, on the platform database', () => {
    const pool = new pg.Pool({ connectionString: platformUrlBeside(inject('projectDbUrl')) });
    afterAll(() => pool.end());

    it('refuses an address after its failures whatever the account, and not other addresses', async () => {
      const limiter = new SignInLimiter(pool, {
        perAccount: 100,
        perAddress: 3,
        windowSeconds: 60,
      });
      const address = `address:${uniqueName('192.0.2')}` as const;
      const wrongPassword = async () => false;
      for (let i = 0; i < 3; i++) {
        await limiter.attempt([`account:${uniqueName('a')}`, address], wrongPassword);
      }
      await expect(
        limiter.attempt([`account:${uniqueName('a')}`, address], wrongPassword),
      ).rejects.toMatchObject({
        status: 429,
        message: 'Too many failed sign-in attempts. Try again in 1 minute.',
      });
      await expect(
        limiter.attempt([`address:${uniqueName('198.51.100')}`], wrongPassword),
      ).resolves.toBe(false);
    });
  });
});

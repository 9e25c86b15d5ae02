import { describe, expect, it } from 'vitest';
import { authClient, createAccount, signIn, withToken } from './accounts.js';

describe('password change (PUT /auth/v1/user)', () => {
  it('needs the current password, and then signs the other sessions out', async () => {
    const account = await createAccount();
    const client = authClient();
    await signIn(client, account);
    const elsewhere = await signIn(authClient(), account);

    const missing = await client.updateUser({ password: 'a-new-password-1' });
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const wrong = await client.updateUser({
      password: 'a-new-password-1',
      current_password: 'not-the-password',
    });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
    const short = await client.updateUser({
      password: 'short',
      current_password: account.password,
    });
    expect(short.error).toMatchObject({ name: 'AuthWeakPasswordError', reasons: ['length'] });

    const { data, error } = await client.updateUser({
      password: 'a-new-password-1',
      current_password: account.password,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(account.email);

    expect((await withToken('/auth/v1/user', elsewhere.access_token)).status).toBe(401);
    expect((await client.getUser()).error).toBeNull();
    expect((await authClient().signInWithPassword(account)).error).toMatchObject({
      code: 'invalid_credentials',
    });
    await signIn(authClient(), { email: account.email, password: 'a-new-password-1' });
  });
});

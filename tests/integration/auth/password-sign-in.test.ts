import { describe, expect, inject, it } from 'vitest';
import { authClient, createAccount, signIn, withToken } from './accounts.js';

describe('password sign-in with auth-js', () => {
  it('signs in and answers a GoTrue session: bearer access token, refresh token, user', async () => {
    const account = await createAccount();
    const client = authClient();
    const session = await signIn(client, account);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(600);
    expect(session.refresh_token).toMatch(/^[\w-]{32}$/);
    expect(session.user.email).toBe(account.email);

    const { data } = await client.getSession();
    expect(data.session?.access_token).toBe(session.access_token);
    const { data: claims } = await client.getClaims();
    expect(claims?.claims).toMatchObject({
      sub: session.user.id,
      email: account.email,
      aal: 'aal1',
      role: 'authenticated',
    });
    expect(claims?.claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('reads the email in any case and with spaces around it', async () => {
    const account = await createAccount();
    const session = await signIn(authClient(), {
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(session.user.email).toBe(account.email);
  });

  it('gives a wrong password and an unknown email the same error', async () => {
    const account = await createAccount();
    const client = authClient();
    const wrong = await client.signInWithPassword({ ...account, password: 'not-the-password' });
    const unknown = await client.signInWithPassword({
      email: `nobody-${account.email}`,
      password: account.password,
    });
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        name: 'AuthApiError',
        message: 'Invalid login credentials',
        status: 400,
        code: 'invalid_credentials',
      });
    }
  });

  it('answers GET /user with the account and its factors, and refuses it signed out', async () => {
    const account = await createAccount();
    const client = authClient();
    const session = await signIn(client, account);
    const { data, error } = await client.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: session.user.id, email: account.email, factors: [] });

    const anonymous = await fetch(`${inject('apiUrl')}/auth/v1/user`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'no_authorization' } });
    const forged = await withToken('/auth/v1/user', 'not.a.token');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: { code: 'bad_jwt' } });
  });
});

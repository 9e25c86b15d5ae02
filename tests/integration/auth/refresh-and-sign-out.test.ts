import { describe, expect, it } from 'vitest';
import { authClient, createAccount, signIn, withToken } from './accounts.js';

/** Whether an access token still opens GET /auth/v1/user and another route (health). */
const works = async (accessToken: string) => {
  const user = await withToken('/auth/v1/user', accessToken);
  const elsewhere = await withToken('/platform/projects', accessToken);
  expect(elsewhere.status === 200).toBe(user.status === 200);
  return user.status === 200;
};

const refreshWith = (refresh_token: string) => authClient().refreshSession({ refresh_token });

describe('refresh token rotation', () => {
  it('answers a new refresh token at every refresh, and the new one works', async () => {
    const first = await signIn(authClient(), await createAccount());
    const { data, error } = await refreshWith(first.refresh_token);
    expect(error).toBeNull();
    const second = data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.id).toBe(first.user.id);
    expect(await works(second.access_token)).toBe(true);

    const again = await refreshWith(second.refresh_token);
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).not.toBe(second.refresh_token);
  });

  it('ends the whole family when a used refresh token comes back: the newest stops too', async () => {
    const client = authClient();
    const first = await signIn(client, await createAccount());
    const second = (await refreshWith(first.refresh_token)).data.session!;
    expect(await works(second.access_token)).toBe(true);

    const reuse = await refreshWith(first.refresh_token);
    expect(reuse.data.session).toBeNull();
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });

    const newest = await refreshWith(second.refresh_token);
    expect(newest.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(await works(second.access_token)).toBe(false);
    expect(await works(first.access_token)).toBe(false);
  });

  it('refuses a refresh token it never issued', async () => {
    const { error } = await refreshWith('made-up-refresh-token-made-up-refresh');
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('sign-out', () => {
  it('local: ends this session only, its tokens refused at once', async () => {
    const account = await createAccount();
    const here = authClient();
    const mine = await signIn(here, account);
    const other = await signIn(authClient(), account);

    expect((await here.signOut({ scope: 'local' })).error).toBeNull();
    expect(await works(mine.access_token)).toBe(false);
    expect((await refreshWith(mine.refresh_token)).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    expect(await works(other.access_token)).toBe(true);
    expect((await here.getSession()).data.session).toBeNull();
  });

  it('others: ends every other session and keeps this one', async () => {
    const account = await createAccount();
    const here = authClient();
    const mine = await signIn(here, account);
    const other = await signIn(authClient(), account);

    expect((await here.signOut({ scope: 'others' })).error).toBeNull();
    expect(await works(other.access_token)).toBe(false);
    expect((await refreshWith(other.refresh_token)).error).not.toBeNull();
    expect(await works(mine.access_token)).toBe(true);
    expect((await here.getSession()).data.session?.access_token).toBe(mine.access_token);
  });

  it('global (the default): ends every session of the user, and no one else’s', async () => {
    const account = await createAccount();
    const stranger = await signIn(authClient(), await createAccount());
    const here = authClient();
    const mine = await signIn(here, account);
    const other = await signIn(authClient(), account);

    expect((await here.signOut()).error).toBeNull();
    expect(await works(mine.access_token)).toBe(false);
    expect(await works(other.access_token)).toBe(false);
    expect((await refreshWith(other.refresh_token)).error).not.toBeNull();
    expect(await works(stranger.access_token)).toBe(true);
  });

  it('takes a bare POST with the bearer token, no body and no type', async () => {
    const session = await signIn(authClient(), await createAccount());
    const response = await withToken('/auth/v1/logout?scope=local', session.access_token, {
      method: 'POST',
    });
    expect(response.status).toBe(204);
    expect(await works(session.access_token)).toBe(false);
  });

  it('refuses an unknown scope', async () => {
    const session = await signIn(authClient(), await createAccount());
    const response = await withToken('/auth/v1/logout?scope=everyone', session.access_token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await works(session.access_token)).toBe(true);
  });
});

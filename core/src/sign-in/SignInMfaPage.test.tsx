import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import { renderSignedOut } from './test/render-signed-out.js';
import {
  errorAnswer,
  FACTOR_ID,
  fakeUser,
  storeSession,
  stubAuthApi,
  tokenAnswer,
} from './test/stub-auth-api.js';

const withFactor = { withFactor: true } as const;

describe('/sign-in-mfa', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a session to /sign-in', async () => {
    stubAuthApi({});
    const { path } = renderSignedOut('/sign-in-mfa');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(path()).toBe('/sign-in');
  });

  it('verifies a code from the app against the verified factor, then enters the app', async () => {
    storeSession({ aal: 'aal1', ...withFactor });
    const api = stubAuthApi({
      'GET /auth/v1/user': () => fakeUser(withFactor),
      [`POST /auth/v1/factors/${FACTOR_ID}/challenge`]: () => ({
        id: 'challenge-1',
        type: 'totp',
        expires_at: Math.floor(Date.now() / 1000) + 300,
      }),
      [`POST /auth/v1/factors/${FACTOR_ID}/verify`]: (request) =>
        (request.body as { code: string }).code === '123456'
          ? tokenAnswer({ aal: 'aal2', ...withFactor })
          : errorAnswer(422, 'Invalid TOTP code entered', 'mfa_verification_failed'),
    });
    const { enterApp, container } = renderSignedOut('/sign-in-mfa?returnTo=%2Fprojects');
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/^Authentication code/);
    await expectAccessible(container);

    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid TOTP code entered');

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/projects'));
    const verify = api.requests.filter((r) => r.url.pathname.endsWith('/verify')).at(-1)!;
    expect(verify.body).toMatchObject({ challenge_id: 'challenge-1', code: '123456' });
    expect(verify.authorization).toMatch(/^Bearer /);
  });

  it('takes a recovery code instead', async () => {
    storeSession({ aal: 'aal1', ...withFactor });
    const api = stubAuthApi({
      'POST /auth/v1/recovery-codes/verify': () => tokenAnswer({ aal: 'aal2', ...withFactor }),
      'GET /auth/v1/user': () => fakeUser(withFactor),
    });
    const { enterApp } = renderSignedOut('/sign-in-mfa');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/^Recovery code/), 'abcd-efgh-jkmn-pqrs');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/'));
    const used = api.requests.find((r) => r.url.pathname === '/auth/v1/recovery-codes/verify')!;
    expect(used.body).toEqual({ code: 'abcd-efgh-jkmn-pqrs' });
    expect(JSON.parse(localStorage.getItem('atrium.auth')!).refresh_token).toBe('refresh-aal2');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import {
  FACTOR_ID,
  fakeUser,
  storeSession,
  stubAuthApi,
  tokenAnswer,
} from '../sign-in/test/stub-auth-api.js';
import { SecurityPage } from './SecurityPage.js';
import { renderAccountPage } from './test/render-account-page.js';

describe('/account/security', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('enrols an authenticator app from its QR code and secret, verifies it, then offers recovery codes', async () => {
    storeSession({ aal: 'aal1', withFactor: false });
    let verified = false;
    const api = stubAuthApi({
      'GET /auth/v1/user': () => fakeUser({ withFactor: verified }),
      'POST /auth/v1/factors': () => ({
        id: FACTOR_ID,
        type: 'totp',
        friendly_name: 'Authenticator',
        totp: {
          qr_code: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x',
        },
      }),
      [`POST /auth/v1/factors/${FACTOR_ID}/challenge`]: () => ({
        id: 'challenge-1',
        type: 'totp',
        expires_at: Math.floor(Date.now() / 1000) + 300,
      }),
      [`POST /auth/v1/factors/${FACTOR_ID}/verify`]: () => {
        verified = true;
        return tokenAnswer({ aal: 'aal2', withFactor: true });
      },
      'GET /auth/v1/recovery-codes': () => ({ remaining: 0 }),
      'POST /auth/v1/recovery-codes': () => ({
        codes: ['abcd-efgh-jkmn-pqrs', 'bcde-fghj-kmnp-qrst'],
      }),
    });
    const { container } = renderAccountPage(SecurityPage, { path: '/account/security' });
    const user = userEvent.setup();
    expect(await screen.findByText('No authenticator app yet')).toBeTruthy();
    await expectAccessible(container);

    await user.click(screen.getByRole('button', { name: 'Add authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('region', { name: 'Secret' }).textContent).toBe('JBSWY3DPEHPK3PXP');
    await expectAccessible(container);

    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeTruthy();
    const verify = api.requests.find((r) => r.url.pathname.endsWith('/verify'))!;
    expect(verify.body).toMatchObject({ code: '123456' });

    await user.click(await screen.findByRole('button', { name: 'Create new recovery codes' }));
    expect((await screen.findByRole('region', { name: 'New recovery codes' })).textContent).toBe(
      'abcd-efgh-jkmn-pqrs\nbcde-fghj-kmnp-qrst',
    );
    const created = api.requests.find(
      (r) => r.method === 'POST' && r.url.pathname === '/auth/v1/recovery-codes',
    )!;
    expect(created.authorization).toMatch(/^Bearer /);
  });

  it('removes a verified app', async () => {
    storeSession({ aal: 'aal2', withFactor: true });
    let removed = false;
    const api = stubAuthApi({
      'GET /auth/v1/user': () => fakeUser({ withFactor: !removed }),
      [`DELETE /auth/v1/factors/${FACTOR_ID}`]: () => {
        removed = true;
        return { id: FACTOR_ID };
      },
      'POST /auth/v1/token': () => tokenAnswer({ aal: 'aal1', withFactor: false }),
      'GET /auth/v1/recovery-codes': () => ({ remaining: 10 }),
    });
    renderAccountPage(SecurityPage, { path: '/account/security' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No authenticator app yet')).toBeTruthy();
    await waitFor(() => expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true));
  });
});

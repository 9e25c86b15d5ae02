import { screen, waitFor, within } from '@testing-library/react';
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

  it('enrols a named authenticator app, verifies it, and ends by showing new recovery codes', async () => {
    storeSession({ aal: 'aal1', withFactor: false });
    let verified = false;
    let remaining = 0;
    const api = stubAuthApi({
      'GET /auth/v1/user': () => fakeUser({ withFactor: verified }),
      'POST /auth/v1/factors': () => ({
        id: FACTOR_ID,
        type: 'totp',
        friendly_name: 'Work phone',
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
      'GET /auth/v1/recovery-codes': () => ({ remaining }),
      'POST /auth/v1/recovery-codes': () => {
        remaining = 2;
        return { codes: ['abcd-efgh-jkmn-pqrs', 'bcde-fghj-kmnp-qrst'] };
      },
    });
    const { container } = renderAccountPage(SecurityPage, { path: '/account/security' });
    const user = userEvent.setup();
    expect(await screen.findByText('No authenticator app yet')).toBeTruthy();
    await expectAccessible(container);

    await user.type(screen.getByLabelText(/^Name/), 'Work phone');
    await user.click(screen.getByRole('button', { name: 'Add authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('region', { name: 'Secret' }).textContent).toBe('JBSWY3DPEHPK3PXP');
    const enrol = api.requests.find((r) => r.url.pathname === '/auth/v1/factors')!;
    expect(enrol.body).toMatchObject({ factor_type: 'totp', friendly_name: 'Work phone' });
    await expectAccessible(container);

    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const verify = api.requests.find((r) => r.url.pathname.endsWith('/verify'))!;
    expect(verify.body).toMatchObject({ code: '123456' });

    // The last step of enrolment: the new codes, to copy or download, made without being asked.
    const last = await screen.findByRole('region', { name: 'Save your recovery codes' });
    expect(within(last).getByRole('region', { name: 'New recovery codes' }).textContent).toBe(
      'abcd-efgh-jkmn-pqrs\nbcde-fghj-kmnp-qrst',
    );
    expect(within(last).getByRole('button', { name: 'Copy' })).toBeTruthy();
    const download = within(last).getByRole('link', { name: 'Download codes' });
    expect(download.getAttribute('download')).toBe('atrium-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain('bcde-fghj-kmnp-qrst');
    const created = api.requests.find(
      (r) => r.method === 'POST' && r.url.pathname === '/auth/v1/recovery-codes',
    )!;
    expect(created.authorization).toMatch(/^Bearer /);
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(await screen.findByText('2 unused recovery codes.')).toBeTruthy();
    await expectAccessible(container);

    await user.click(within(last).getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByRole('region', { name: 'Save your recovery codes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add authenticator app' })).toBeTruthy();
  });

  it('renames a verified app in place', async () => {
    storeSession({ aal: 'aal2', withFactor: true });
    let name = 'Phone';
    const withName = () => {
      const account = fakeUser({ withFactor: true });
      return { ...account, factors: account.factors.map((f) => ({ ...f, friendly_name: name })) };
    };
    const api = stubAuthApi({
      'GET /auth/v1/user': withName,
      [`PATCH /auth/v1/factors/${FACTOR_ID}`]: (request) => {
        name = (request.body as { friendly_name: string }).friendly_name;
        return withName().factors[0];
      },
      'GET /auth/v1/recovery-codes': () => ({ remaining: 10 }),
    });
    renderAccountPage(SecurityPage, { path: '/account/security' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Phone' }));
    const field = screen.getByLabelText(/^New name/);
    expect(field).toHaveProperty('value', 'Phone');
    await user.clear(field);
    await user.type(field, 'Old phone');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('button', { name: 'Rename Old phone' })).toBeTruthy();
    const patch = api.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({ friendly_name: 'Old phone' });
    expect(patch.authorization).toMatch(/^Bearer /);
  });

  it('removes a verified app once confirmed, naming it, then toasts', async () => {
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
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Phone' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove authenticator app' });
    expect(ask.textContent).toContain('"Phone"');
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Remove app' }));
    expect(await screen.findByText('Removed "Phone"')).toBeTruthy();
    expect(await screen.findByText('No authenticator app yet')).toBeTruthy();
    await waitFor(() => expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true));
  });
});

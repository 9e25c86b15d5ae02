import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import { renderSignedOut } from './test/render-signed-out.js';
import { errorAnswer, fakeUser, storeSession, stubAuthApi } from './test/stub-auth-api.js';

const LINK = '/join?slug=acme&token=one-time';

describe('/join', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks a signed-out visitor to sign in first, coming back here', async () => {
    stubAuthApi({});
    const { container } = renderSignedOut(LINK);
    const signIn = await screen.findByRole('link', { name: 'Sign in to accept' });
    expect(signIn.getAttribute('href')).toBe(`/sign-in?${new URLSearchParams({ returnTo: LINK })}`);
    await expectAccessible(container);
  });

  it('accepts the invitation with the session, then opens the team page', async () => {
    storeSession({ aal: 'aal1', withFactor: false });
    const api = stubAuthApi({
      'GET /auth/v1/user': () => fakeUser({ withFactor: false }),
      'POST /platform/organizations/acme/invitations/accept': () => ({ role: 'developer' }),
    });
    const { enterApp } = renderSignedOut(LINK);
    await userEvent.click(await screen.findByRole('button', { name: 'Join acme' }));
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/org/acme/team'));
    const accept = api.requests.find((r) => r.url.pathname.endsWith('/accept'))!;
    expect(accept.body).toEqual({ token: 'one-time' });
    expect(accept.authorization).toMatch(/^Bearer /);
  });

  it('shows why a spent invitation is refused', async () => {
    storeSession({ aal: 'aal1', withFactor: false });
    stubAuthApi({
      'GET /auth/v1/user': () => fakeUser({ withFactor: false }),
      'POST /platform/organizations/acme/invitations/accept': () =>
        errorAnswer(404, 'This invitation is not valid', 'invitation_invalid'),
    });
    const { enterApp } = renderSignedOut(LINK);
    await userEvent.click(await screen.findByRole('button', { name: 'Join acme' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation is not valid');
    expect(enterApp).not.toHaveBeenCalled();
  });
});

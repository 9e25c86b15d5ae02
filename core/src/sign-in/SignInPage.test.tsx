import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import { renderSignedOut } from './test/render-signed-out.js';
import {
  errorAnswer,
  fakeUser,
  storeSession,
  stubAuthApi,
  tokenAnswer,
} from './test/stub-auth-api.js';

const signIn = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('/sign-in', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sign-in layout: logo, Documentation, the notice, and no invented testimonial', async () => {
    stubAuthApi({});
    const { container } = renderSignedOut('/sign-in');
    await screen.findByRole('form', { name: 'Sign in' });
    expect(screen.getByRole('link', { name: 'Atrium home' })).toBeTruthy();
    const docs = screen.getByRole('link', { name: 'Documentation' });
    // The docs site this server serves (issue 21, item 20), not an address of elsewhere.
    expect(docs.getAttribute('href')).toBe('/docs/');
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(container.textContent).toContain(
      'By continuing, you agree to the Terms of Service and the Privacy Policy',
    );
    // Atrium sends no emails, and ships no users' words it could quote (issue 21, item 20).
    expect(container.textContent).not.toContain('emails');
    expect(screen.queryByRole('complementary', { name: 'What people say' })).toBeNull();
    await expectAccessible(container);
  });

  it('points to the setup link printed at start while no account exists, and offers no form', async () => {
    stubAuthApi({ 'GET /auth/v1/setup': () => ({ pending: true }) });
    const { container } = renderSignedOut('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up Atrium' })).toBeTruthy();
    expect(container.textContent).toContain('Open the one-time setup link');
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
    await expectAccessible(container);
  });

  it('shows the server message for a wrong password and stays', async () => {
    stubAuthApi({
      'POST /auth/v1/token': () =>
        errorAnswer(400, 'Invalid login credentials', 'invalid_credentials'),
    });
    const { enterApp } = renderSignedOut('/sign-in');
    await signIn('owner@example.com', 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
    expect(enterApp).not.toHaveBeenCalled();
  });

  it('signs in without a second factor and enters the app where the user was going', async () => {
    const api = stubAuthApi({
      'POST /auth/v1/token': () => tokenAnswer({ aal: 'aal1', withFactor: false }),
      'GET /auth/v1/user': () => fakeUser({ withFactor: false }),
    });
    const { enterApp } = renderSignedOut('/sign-in?returnTo=%2Fproject%2Fdefault%2Feditor');
    await signIn('owner@example.com', 'correct horse');
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/project/default/editor'));
    const token = api.requests.find((r) => r.url.pathname === '/auth/v1/token')!;
    expect(token.url.searchParams.get('grant_type')).toBe('password');
    expect(token.body).toMatchObject({ email: 'owner@example.com' });
    expect(JSON.parse(localStorage.getItem('atrium.auth')!).refresh_token).toBe('refresh-aal1');
  });

  it('sends a user with a verified factor to /sign-in-mfa, keeping returnTo', async () => {
    stubAuthApi({
      'POST /auth/v1/token': () => tokenAnswer({ aal: 'aal1', withFactor: true }),
      'GET /auth/v1/user': () => fakeUser({ withFactor: true }),
    });
    const { enterApp, path } = renderSignedOut('/sign-in?returnTo=%2Fprojects');
    await signIn('owner@example.com', 'correct horse');
    expect(await screen.findByRole('heading', { name: "Verify it's you" })).toBeTruthy();
    expect(path()).toBe('/sign-in-mfa?returnTo=%2Fprojects');
    expect(enterApp).not.toHaveBeenCalled();
  });

  it('never returns to another origin', async () => {
    stubAuthApi({
      'POST /auth/v1/token': () => tokenAnswer({ aal: 'aal1', withFactor: false }),
      'GET /auth/v1/user': () => fakeUser({ withFactor: false }),
    });
    const { enterApp } = renderSignedOut('/sign-in?returnTo=%2F%2Fevil.example%2F');
    await signIn('owner@example.com', 'correct horse');
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/'));
  });

  it('goes straight on when the session is already at its full level', async () => {
    stubAuthApi({ 'GET /auth/v1/user': () => fakeUser({ withFactor: true }) });
    storeSession({ aal: 'aal2', withFactor: true });
    const { enterApp } = renderSignedOut('/sign-in');
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/'));
  });

  it('drops a stored session the server no longer knows, instead of going back and forth', async () => {
    stubAuthApi({
      'GET /auth/v1/user': () => errorAnswer(401, 'Session not found', 'session_not_found'),
    });
    storeSession({ aal: 'aal2', withFactor: true });
    const { enterApp } = renderSignedOut('/sign-in?returnTo=%2Fprojects');
    await screen.findByRole('form', { name: 'Sign in' });
    expect(localStorage.getItem('atrium.auth')).toBeNull();
    expect(enterApp).not.toHaveBeenCalled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import { renderSignedOut } from './test/render-signed-out.js';
import { errorAnswer, stubAuthApi, tokenAnswer } from './test/stub-auth-api.js';

const fill = async () => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), 'owner@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'a long password');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
};

describe('/setup', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('creates the first owner with the token from the link, signs them in and enters the app', async () => {
    const api = stubAuthApi({
      'POST /auth/v1/setup': () => tokenAnswer({ aal: 'aal1', withFactor: false }),
      'GET /auth/v1/user': () => tokenAnswer({ aal: 'aal1', withFactor: false }).user,
    });
    const { enterApp, container } = renderSignedOut('/setup?token=one-time');
    await expectAccessible(container);
    await fill();
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/'));
    const setup = api.requests.find((r) => r.url.pathname === '/auth/v1/setup')!;
    expect(setup.body).toEqual({
      token: 'one-time',
      email: 'owner@example.com',
      password: 'a long password',
    });
    expect(JSON.parse(localStorage.getItem('atrium.auth')!).refresh_token).toBe('refresh-aal1');
  });

  it('shows why a used link is refused', async () => {
    stubAuthApi({
      'POST /auth/v1/setup': () =>
        errorAnswer(403, 'This setup link is not valid: it has been used', 'setup_token_invalid'),
    });
    const { enterApp } = renderSignedOut('/setup?token=used');
    await fill();
    expect((await screen.findByRole('alert')).textContent).toContain('it has been used');
    expect(enterApp).not.toHaveBeenCalled();
  });

  it('states and checks one password rule, in the words the API refuses with (issue 21, item 20)', async () => {
    const api = stubAuthApi({});
    renderSignedOut('/setup?token=one-time');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'owner@example.com');
    const password = screen.getByLabelText(/^Password/);
    expect(
      document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[0]!)
        ?.textContent,
    ).toBe('At least 8 characters.');
    await user.click(password);
    await user.paste('x'.repeat(1025));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password should be at most 1024 characters.')).toBeTruthy();
    expect(api.requests.some((r) => r.url.pathname === '/auth/v1/setup')).toBe(false);
  });

  it('explains a link without its token', async () => {
    stubAuthApi({});
    renderSignedOut('/setup');
    expect(await screen.findByText('This setup link is incomplete')).toBeTruthy();
  });
});

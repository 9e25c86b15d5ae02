import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import { storeSession, stubAuthApi } from '../sign-in/test/stub-auth-api.js';
import { TokensPage } from './TokensPage.js';
import { renderAccountPage } from './test/render-account-page.js';

const TOKEN = {
  id: '0b0f3a1e-0000-4000-8000-000000000003',
  name: 'deploy script',
  token_alias: 'atr_pat_abcd',
  expires_at: null,
  last_used_at: null,
  created_at: '2026-01-01T00:00:00Z',
};

describe('/account/tokens', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('creates a token shown once, starts the form over, lists it by its alias, and revokes it once confirmed', async () => {
    storeSession({ aal: 'aal1', withFactor: false });
    let tokens: (typeof TOKEN)[] = [];
    const api = stubAuthApi({
      'GET /platform/profile/access-tokens': () => tokens,
      'POST /platform/profile/access-tokens': () => {
        tokens = [TOKEN];
        return { ...TOKEN, token: 'atr_pat_abcd-the-whole-secret' };
      },
      [`DELETE /platform/profile/access-tokens/${TOKEN.id}`]: () => {
        tokens = [];
        return new Response(null, { status: 204 });
      },
    });
    const { container } = renderAccountPage(TokensPage, { path: '/account/tokens' });
    const user = userEvent.setup();
    expect(await screen.findByText('No access tokens')).toBeTruthy();
    await expectAccessible(container);

    await user.type(screen.getByLabelText(/^Name/), 'deploy script');
    await user.click(screen.getByRole('button', { name: 'Generate token' }));
    expect((await screen.findByRole('region', { name: 'New access token' })).textContent).toBe(
      'atr_pat_abcd-the-whole-secret',
    );
    expect(await screen.findByText('atr_pat_abcd…')).toBeTruthy();
    const created = api.requests.find((r) => r.method === 'POST')!;
    expect(created.body).toEqual({ name: 'deploy script' });
    expect(created.authorization).toMatch(/^Bearer /);

    // The form starts over: the emptied Name shows no 'Required' after a success.
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', '');
    expect(screen.queryByText('Required')).toBeNull();

    // Revoking asks first, naming the token; cancelling sends nothing.
    await user.click(screen.getByRole('button', { name: 'Revoke deploy script' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Revoke access token' });
    expect(ask.textContent).toContain('"deploy script"');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke deploy script' }));
    const again = await screen.findByRole('alertdialog', { name: 'Revoke access token' });
    await user.click(within(again).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Revoked the token "deploy script"')).toBeTruthy();
    expect(await screen.findByText('No access tokens')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});

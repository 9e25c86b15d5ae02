import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_GRANTS } from '@atrium/common/roles';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import { renderAccountPage } from '../account/test/render-account-page.js';
import { storeSession, stubAuthApi } from '../sign-in/test/stub-auth-api.js';
import { TeamPage } from './TeamPage.js';

const MEMBER = {
  user_id: '5e0d8c2a-0000-4000-8000-000000000004',
  role: 'developer',
  email: 'dev@example.com',
  created_at: '2026-01-01T00:00:00Z',
};

const renderTeam = (role: keyof typeof ROLE_GRANTS) =>
  renderAccountPage(TeamPage, {
    path: '/org/acme/team',
    pattern: '/org/:slug/team',
    grants: ROLE_GRANTS[role],
  });

describe('/org/{slug}/team', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession({ aal: 'aal1', withFactor: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('invites with a copyable one-time link', async () => {
    const api = stubAuthApi({
      'GET /platform/organizations/acme/members': () => [MEMBER],
      'POST /platform/organizations/acme/invitations': () => ({
        id: '1',
        email: 'new@example.com',
        role: 'read_only',
        expires_at: '2026-01-02T00:00:00Z',
        created_at: '2026-01-01T00:00:00Z',
        token: 'one-time',
        link: 'http://localhost:3000/join?slug=acme&token=one-time',
      }),
    });
    const { container } = renderTeam('owner');
    const user = userEvent.setup();
    expect(await screen.findByText('dev@example.com')).toBeTruthy();
    await expectAccessible(container);

    await user.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Create invitation link' }));
    expect((await screen.findByRole('region', { name: 'Invitation link' })).textContent).toBe(
      'http://localhost:3000/join?slug=acme&token=one-time',
    );
    const invite = api.requests.find((r) => r.method === 'POST')!;
    expect(invite.body).toEqual({ email: 'new@example.com', role: 'developer' });
  });

  it('disables role changes, removal and invitations for a Read-only member', async () => {
    stubAuthApi({ 'GET /platform/organizations/acme/members': () => [MEMBER] });
    renderTeam('read_only');
    const remove = await screen.findByRole('button', { name: 'Remove dev@example.com' });
    expect(remove).toHaveProperty('disabled', true);
    const invite = screen.getByText('Create invitation link').closest('button')!;
    expect(invite).toHaveProperty('disabled', true);
    // The role picker's trigger is disabled too (react-aria marks its group).
    expect(screen.getByText('Role of dev@example.com').closest('[data-disabled]')).not.toBeNull();
  });
});

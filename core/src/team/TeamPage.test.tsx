import { screen, waitFor, within } from '@testing-library/react';
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

const INVITATION = {
  id: '1',
  email: 'new@example.com',
  role: 'read_only',
  invited_by: null,
  created_at: '2026-01-01T00:00:00Z',
  expires_at: '2026-01-02T00:00:00Z',
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

  it('invites with a copyable one-time link, then starts the form over with the default role', async () => {
    let invitations: (typeof INVITATION)[] = [];
    const api = stubAuthApi({
      'GET /platform/organizations/acme/members': () => [MEMBER],
      'GET /platform/organizations/acme/invitations': () => invitations,
      'POST /platform/organizations/acme/invitations': () => {
        invitations = [INVITATION];
        return {
          ...INVITATION,
          token: 'one-time',
          link: 'http://localhost:3000/join?slug=acme&token=one-time',
        };
      },
    });
    const { container } = renderTeam('owner');
    const user = userEvent.setup();
    expect(await screen.findByText('dev@example.com')).toBeTruthy();
    expect(await screen.findByText('No pending invitations')).toBeTruthy();
    await expectAccessible(container);

    await user.type(screen.getByLabelText(/^Email/), 'new@example.com');
    const form = screen.getByRole('form', { name: 'Add a member' });
    await user.click(within(form).getByRole('button', { name: 'Developer Role' }));
    await user.click(await screen.findByRole('option', { name: 'Read-only' }));
    await user.click(screen.getByRole('button', { name: 'Create invitation link' }));
    expect((await screen.findByRole('region', { name: 'Invitation link' })).textContent).toBe(
      'http://localhost:3000/join?slug=acme&token=one-time',
    );
    const invite = api.requests.find((r) => r.method === 'POST')!;
    expect(invite.body).toEqual({ email: 'new@example.com', role: 'read_only' });

    // The form starts over: an empty Email that shows no error, and the default role again.
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', '');
    expect(screen.queryByText('Required')).toBeNull();
    expect(within(form).getByRole('button', { name: 'Developer Role' })).toBeTruthy();
    // The invitation is listed as pending.
    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    expect(await within(pending).findByText('new@example.com')).toBeTruthy();
    await expectAccessible(container);
  });

  it('removes a member only once confirmed, naming them, then toasts', async () => {
    let members = [MEMBER];
    const api = stubAuthApi({
      'GET /platform/organizations/acme/members': () => members,
      'GET /platform/organizations/acme/invitations': () => [],
      [`DELETE /platform/organizations/acme/members/${MEMBER.user_id}`]: () => {
        members = [];
        return new Response(null, { status: 204 });
      },
    });
    renderTeam('owner');
    const user = userEvent.setup();
    const deletes = () => api.requests.filter((r) => r.method === 'DELETE');

    await user.click(await screen.findByRole('button', { name: 'Remove dev@example.com' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove member' });
    expect(ask.textContent).toContain('dev@example.com');
    expect(deletes()).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove dev@example.com' }));
    const again = await screen.findByRole('alertdialog', { name: 'Remove member' });
    await user.click(within(again).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Removed dev@example.com from acme')).toBeTruthy();
    expect(await screen.findByText('No members yet')).toBeTruthy();
    expect(deletes()).toHaveLength(1);
  });

  it('lists pending invitations and revokes one once confirmed, naming its email', async () => {
    let invitations = [INVITATION];
    const api = stubAuthApi({
      'GET /platform/organizations/acme/members': () => [MEMBER],
      'GET /platform/organizations/acme/invitations': () => invitations,
      [`DELETE /platform/organizations/acme/invitations/${INVITATION.id}`]: () => {
        invitations = [];
        return new Response(null, { status: 204 });
      },
    });
    renderTeam('owner');
    const user = userEvent.setup();
    const pending = await screen.findByRole('region', { name: 'Pending invitations' });
    expect(await within(pending).findByText('new@example.com')).toBeTruthy();
    expect(within(pending).getByText(/^Read-only, expires/)).toBeTruthy();

    await user.click(
      within(pending).getByRole('button', { name: 'Revoke the invitation for new@example.com' }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Revoke invitation' });
    expect(ask.textContent).toContain('new@example.com');
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText('Revoked the invitation for new@example.com')).toBeTruthy();
    expect(await within(pending).findByText('No pending invitations')).toBeTruthy();
  });

  it('offers only invitations in hosted mode', async () => {
    stubAuthApi({
      'GET /platform/organizations/acme/members': () => [MEMBER],
      'GET /platform/organizations/acme/invitations': () => [],
    });
    renderAccountPage(TeamPage, {
      path: '/org/acme/team',
      pattern: '/org/:slug/team',
      grants: ROLE_GRANTS.owner,
      hosted: true,
    });
    expect(await screen.findByText('dev@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create invitation link' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Add now' })).toBeNull();
    expect(screen.queryByLabelText(/^Initial password/)).toBeNull();
  });

  it('disables role changes, removal and invitations for a Read-only member', async () => {
    stubAuthApi({
      'GET /platform/organizations/acme/members': () => [MEMBER],
      'GET /platform/organizations/acme/invitations': () => [INVITATION],
    });
    renderTeam('read_only');
    const remove = await screen.findByRole('button', { name: 'Remove dev@example.com' });
    expect(remove).toHaveProperty('disabled', true);
    const invite = screen.getByText('Create invitation link').closest('button')!;
    expect(invite).toHaveProperty('disabled', true);
    const revoke = await screen.findByRole('button', {
      name: 'Revoke the invitation for new@example.com',
    });
    expect(revoke).toHaveProperty('disabled', true);
    // The role picker's trigger is disabled too (react-aria marks its group).
    expect(screen.getByText('Role of dev@example.com').closest('[data-disabled]')).not.toBeNull();
  });
});

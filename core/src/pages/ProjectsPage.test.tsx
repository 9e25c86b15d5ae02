import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import { grantsByOrganization, project, renderAt } from '../projects/test/render-hosted.js';
import { errorAnswer, storeSession, stubAuthApi } from '../sign-in/test/stub-auth-api.js';
import { ProjectsPage } from './ProjectsPage.js';

const ACME = { slug: 'acme', name: 'Acme' };
const DEFAULT = { slug: 'default', name: 'Default organization' };

const PROJECTS = [
  project('default', 'Default project', DEFAULT),
  project('abcdefghijklmnopqrst', 'Shop', ACME, 'COMING_UP'),
  project('bcdefghijklmnopqrstu', 'Blog', ACME, 'INIT_FAILED'),
];

describe('/projects', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession({ aal: 'aal1', withFactor: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('groups projects under their organizations when hosted, with a status badge each', async () => {
    stubAuthApi({
      'GET /platform/projects': () => PROJECTS,
      'GET /platform/organizations': () => [ACME, DEFAULT, { slug: 'empty', name: 'Empty' }],
      'GET /platform/profile/permissions': grantsByOrganization({ acme: 'owner' }),
    });
    const { container } = renderAt('/projects', <ProjectsPage />);
    const acme = await screen.findByRole('region', { name: 'Acme' });
    expect(
      within(acme)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['ShopabcdefghijklmnopqrstComing up', 'BlogbcdefghijklmnopqrstuInit failed']);
    // A project on its way opens on its building page, where its state shows.
    expect(within(acme).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe(
      '/project/abcdefghijklmnopqrst/building',
    );
    const other = screen.getByRole('region', { name: 'Default organization' });
    expect(within(other).getByRole('link', { name: 'Default project' }).getAttribute('href')).toBe(
      '/project/default',
    );
    expect(within(other).getByText('Active healthy')).toBeTruthy();
    // An organization without projects still shows: its first project is made from there.
    const empty = screen.getByRole('region', { name: 'Empty' });
    expect(within(empty).getByText('No projects yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New organization' })).toBeTruthy();
    await expectAccessible(container);
  });

  it('enables New project only where the user may create projects (Owner, Administrator)', async () => {
    stubAuthApi({
      'GET /platform/projects': () => PROJECTS,
      'GET /platform/organizations': () => [ACME, DEFAULT],
      'GET /platform/profile/permissions': grantsByOrganization({
        acme: 'administrator',
        default: 'developer',
      }),
    });
    renderAt('/projects', <ProjectsPage />);
    const acme = () => screen.getByRole('link', { name: 'New project in Acme' });
    // Disabled while the grants load, so nothing flashes enabled and then disables.
    await waitFor(() => expect(acme().getAttribute('aria-disabled')).toBeNull());
    expect(acme().getAttribute('href')).toBe('/new/acme');
    // Every member may see who else is in the organization.
    expect(screen.getByRole('link', { name: 'Members of Acme' }).getAttribute('href')).toBe(
      '/org/acme/team',
    );
    const other = screen.getByRole('link', { name: 'New project in Default organization' });
    expect(other.getAttribute('aria-disabled')).toBe('true');
    // The disabled link is wrapped in a focusable stand-in that carries the spec's explanation.
    const standIn = other.closest('[aria-disabled][tabindex="0"]');
    const user = userEvent.setup();
    for (let i = 0; i < 10 && document.activeElement !== standIn; i++) await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'You need additional permissions to create projects',
    );
  });

  it('creates an organization from the dialog, which shows a refusal and keeps the name', async () => {
    const organizations = [DEFAULT];
    const api = stubAuthApi({
      'GET /platform/projects': () => PROJECTS.slice(0, 1),
      'GET /platform/organizations': () => organizations,
      'GET /platform/profile/permissions': grantsByOrganization({
        default: 'owner',
        acme: 'owner',
      }),
      'POST /platform/organizations': ({ body }) => {
        const { name } = body as { name: string };
        if (name === 'Taken') return errorAnswer(409, 'An organization is named Taken', 'conflict');
        organizations.unshift({ slug: 'acme', name });
        return Response.json({ slug: 'acme', name }, { status: 201 });
      },
    });
    renderAt('/projects', <ProjectsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New organization' }));
    const dialog = screen.getByRole('dialog', { name: 'New organization' });

    // An empty name is refused here, before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    expect(within(dialog).getByText('Enter a name for the organization')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'An organization is named Taken',
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Taken');

    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), '  Acme ');
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    const acme = await screen.findByRole('region', { name: 'Acme' });
    expect(within(acme).getByText('No projects yet')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { name: 'Taken' },
      { name: 'Acme' },
    ]);
  });

  it('lists projects in one list, without New buttons, when self-hosted', async () => {
    stubAuthApi({ 'GET /platform/projects': () => PROJECTS.slice(0, 1) });
    renderAt('/projects', <ProjectsPage />, { hosted: false });
    const all = await screen.findByRole('region', { name: 'All projects' });
    expect(within(all).getByRole('listitem').textContent).toBe(
      'Default projectdefault · defaultActive healthy',
    );
    expect(screen.queryByRole('button', { name: 'New organization' })).toBeNull();
    expect(screen.queryByRole('link', { name: /New project/ })).toBeNull();
  });

  it('says why the list failed and retries', async () => {
    let fail = true;
    stubAuthApi({
      'GET /platform/projects': () =>
        fail ? errorAnswer(500, 'The platform database is down', 'internal') : PROJECTS,
      'GET /platform/organizations': () => [ACME, DEFAULT],
      'GET /platform/profile/permissions': grantsByOrganization({}),
    });
    renderAt('/projects', <ProjectsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The platform database is down');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Acme' })).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import { grantsByOrganization, renderAt } from '../projects/test/render-hosted.js';
import { errorAnswer, storeSession, stubAuthApi } from '../sign-in/test/stub-auth-api.js';
import { NewProjectPage } from './NewProjectPage.js';

const ORGANIZATIONS = () => [{ slug: 'acme', name: 'Acme' }];
const page = <Route path="/new/:slug" component={NewProjectPage} />;

describe('/new/{slug}', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession({ aal: 'aal1', withFactor: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('creates the project in the organization and opens its building page', async () => {
    const api = stubAuthApi({
      'GET /platform/organizations': ORGANIZATIONS,
      'GET /platform/profile/permissions': grantsByOrganization({ acme: 'owner' }),
      'POST /platform/organizations/acme/projects': ({ body }) =>
        Response.json(
          {
            ref: 'abcdefghijklmnopqrst',
            name: (body as { name: string }).name,
            status: 'COMING_UP',
            organization_slug: 'acme',
            organization_name: 'Acme',
          },
          { status: 201 },
        ),
    });
    const { container, current } = renderAt('/new/acme', page);
    const user = userEvent.setup();
    expect((await screen.findByText('Organization')).parentElement!.textContent).toBe(
      'OrganizationAcme',
    );
    await expectAccessible(container);

    // An empty name is refused before anything is sent.
    const create = screen.getByRole('button', { name: 'Create project' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await user.click(create);
    expect(screen.getByText('Enter a name for the project')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(/^Project name/), ' Shop ');
    await user.click(create);
    await waitFor(() => expect(current()).toBe('/project/abcdefghijklmnopqrst/building'));
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({ name: 'Shop' });
  });

  it('shows a refusal and keeps the name', async () => {
    stubAuthApi({
      'GET /platform/organizations': ORGANIZATIONS,
      'GET /platform/profile/permissions': grantsByOrganization({ acme: 'owner' }),
      'POST /platform/organizations/acme/projects': () =>
        errorAnswer(500, 'Could not create database: permission denied', 'internal'),
    });
    const { current } = renderAt('/new/acme', page);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Project name/), 'Shop');
    const create = screen.getByRole('button', { name: 'Create project' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await user.click(create);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not create database: permission denied',
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^Project name/).value).toBe('Shop');
    expect(current()).toBe('/new/acme');
  });

  it('disables Create project for a Developer, and offers the way back', async () => {
    stubAuthApi({
      'GET /platform/organizations': ORGANIZATIONS,
      'GET /platform/profile/permissions': grantsByOrganization({ acme: 'developer' }),
    });
    renderAt('/new/acme', page);
    await screen.findByText('Organization');
    await waitFor(() =>
      expect(screen.getByText('Create project').closest('[aria-disabled]')).not.toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/projects');
  });

  it('says so for an organization the user is not in', async () => {
    stubAuthApi({ 'GET /platform/organizations': ORGANIZATIONS });
    renderAt('/new/other', page);
    expect((await screen.findByRole('alert')).textContent).toContain('Organization not found');
    expect(screen.getByRole('link', { name: 'Back to projects' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Project name/)).toBeNull();
  });
});

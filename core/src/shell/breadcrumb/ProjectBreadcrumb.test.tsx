import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../../../design-system/src/test/axe.js';
import { project, renderAt } from '../../projects/test/render-hosted.js';
import { storeSession, stubAuthApi } from '../../sign-in/test/stub-auth-api.js';
import { ProjectBreadcrumb } from './ProjectBreadcrumb.js';

const ACME = { slug: 'acme', name: 'Acme' };
const DEFAULT = { slug: 'default', name: 'Default organization' };
const SHOP = project('abcdefghijklmnopqrst', 'Shop', ACME);
const BLOG = project('bcdefghijklmnopqrstu', 'Blog', ACME);
const DEFAULT_PROJECT = project('default', 'Default project', DEFAULT);

beforeEach(() => {
  localStorage.clear();
  storeSession({ aal: 'aal1', withFactor: false });
  stubAuthApi({
    'GET /platform/projects': () => [DEFAULT_PROJECT, SHOP, BLOG],
    'GET /platform/organizations': () => [ACME, DEFAULT],
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('ProjectBreadcrumb', () => {
  it("names a hosted project by its name, not its ref, under its organization's", async () => {
    const { container } = renderAt('/project/abcdefghijklmnopqrst/editor', <ProjectBreadcrumb />);
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe(
      '/org/acme/team',
    );
    expect(
      within(trail).getByRole('button', { name: 'Project: Shop, switch project' }),
    ).toBeTruthy();
    expect(trail.textContent).not.toContain('abcdefghijklmnopqrst');
    await expectAccessible(container);
  });

  it("switches project from a menu of the user's organizations and their projects", async () => {
    const { current, baseElement } = renderAt(
      '/project/abcdefghijklmnopqrst',
      <ProjectBreadcrumb />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Project: Shop/ }));
    const menu = await screen.findByRole('menu', { name: /^Project: Shop/ });
    expect(
      within(menu)
        .getAllByRole('group')
        .map((group) => [
          group.getAttribute('aria-label'),
          within(group)
            .getAllByRole('menuitem')
            .map((item) => item.textContent),
        ]),
    ).toEqual([
      ['Acme', ['Shop', 'Blog']],
      ['Default organization', ['Default project']],
    ]);
    await expectAccessible(baseElement);
    await user.click(within(menu).getByRole('menuitem', { name: 'Blog' }));
    expect(current()).toBe('/project/bcdefghijklmnopqrstu');
  });

  it("shows self-hosted's one project by name on the organization's pages, the way back to it", async () => {
    const { current } = renderAt('/org/default/team', <ProjectBreadcrumb />, { hosted: false });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const organization = within(trail).getByRole('link', { name: 'Default organization' });
    expect(organization.getAttribute('aria-current')).toBe('page');
    const user = userEvent.setup();
    await user.click(within(trail).getByRole('button', { name: /^Project: Default project/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Default project' }));
    expect(current()).toBe('/project/default');
  });
});

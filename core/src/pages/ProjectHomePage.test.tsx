import { render, screen, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { project, renderAt } from '../projects/test/render-hosted.js';
import { storeSession, stubAuthApi } from '../sign-in/test/stub-auth-api.js';
import { PermissionsProvider } from '../host/permissions.js';
import { ServicesProvider } from '../host/services-context.js';
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/manifest.js';
import { testServices } from '../test/services.js';
import { ProjectHomePage } from './ProjectHomePage.js';

const tables = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'tables',
  title: 'Tables',
  version: '1.0.0',
  navItems: [
    {
      id: 'editor',
      menu: 'project',
      section: 'Database',
      label: 'Table Editor',
      href: '/project/{ref}/editor',
      order: 100,
    },
  ],
});

function renderHome(installed = [tables]) {
  const { hook } = memoryLocation({ path: '/project/default' });
  render(
    <ServicesProvider services={testServices(installed)}>
      <Router hook={hook}>
        <Route path="/project/:ref" component={ProjectHomePage} />
      </Router>
    </ServicesProvider>,
  );
}

describe('ProjectHomePage', () => {
  it('says where to go: the places the plugins that are on offer, by section', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Project default');
    expect(screen.getByText(/^Where to go:/)).toBeTruthy();
    const database = screen.getByRole('region', { name: 'Database' });
    expect(within(database).getByRole('link', { name: 'Table Editor' })).toHaveProperty(
      'pathname',
      '/project/default/editor',
    );
  });

  it('says how to switch plugins on when none offers a place', () => {
    renderHome([]);
    expect(screen.getByRole('heading', { name: 'No tools are switched on' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plugins' }).getAttribute('href')).toBe(
      '/admin/plugins',
    );
  });

  it('says Project not found, with an h1 and a way back, where the user holds no grants', () => {
    const { hook } = memoryLocation({ path: '/project/nope' });
    render(
      <ServicesProvider services={testServices([tables])}>
        <PermissionsProvider grants={[]}>
          <Router hook={hook}>
            <Route path="/project/:ref" component={ProjectHomePage} />
          </Router>
        </PermissionsProvider>
      </ServicesProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Project not found');
    expect(screen.getByRole('link', { name: 'Head back' })).toHaveProperty('pathname', '/projects');
    expect(screen.queryByText(/additional permissions/)).toBeNull();
  });

  describe('hosted', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      localStorage.clear();
    });

    it('is titled by the name its user gave the project, not by its ref', async () => {
      storeSession({ aal: 'aal1', withFactor: false });
      stubAuthApi({
        'GET /platform/projects/abcdefghijklmnopqrst': () =>
          project('abcdefghijklmnopqrst', 'Shop', { slug: 'acme', name: 'Acme' }),
      });
      renderAt(
        '/project/abcdefghijklmnopqrst',
        <Route path="/project/:ref" component={ProjectHomePage} />,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    });

    it("titles self-hosted's one project by its name as well, as the header's breadcrumb does", async () => {
      storeSession({ aal: 'aal1', withFactor: false });
      stubAuthApi({
        'GET /platform/projects/default': () =>
          project('default', 'Default project', { slug: 'default', name: 'Default organization' }),
      });
      renderAt('/project/default', <Route path="/project/:ref" component={ProjectHomePage} />, {
        hosted: false,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Default project' }),
      ).toBeTruthy();
    });
  });
});

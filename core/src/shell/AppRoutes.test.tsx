import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Grant } from '@atrium/common/permissions';
import { PermissionsProvider } from '../host/permissions.js';
import { ServicesProvider } from '../host/services-context.js';
import { definePlugin, PLUGIN_API_VERSION, type PluginManifest } from '../plugin-api/manifest.js';
import { project } from '../projects/test/render-hosted.js';
import { storeSession, stubAuthApi } from '../sign-in/test/stub-auth-api.js';
import { testServices } from '../test/services.js';
import { AppRoutes } from './AppRoutes.js';
import { FeedbackProvider } from './FeedbackProvider.js';

/**
 * Renders the route table at `path`, with `plugins` installed and on, and returns where the router
 * ends up. Without `grants` they are loading, as on a first visit.
 */
function visit(
  path: string,
  hosted: boolean,
  { plugins = [], grants }: { plugins?: PluginManifest[]; grants?: readonly Grant[] } = {},
) {
  const location = memoryLocation({ path, record: true });
  const routes = (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppRoutes />
    </Router>
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ServicesProvider services={testServices(plugins, undefined, { hosted })}>
        {/* As in the app: pages that confirm and toast need the shell's feedback. */}
        <FeedbackProvider>
          {grants ? <PermissionsProvider grants={grants}>{routes}</PermissionsProvider> : routes}
        </FeedbackProvider>
      </ServicesProvider>
    </SWRConfig>,
  );
  return () => location.history.at(-1);
}

const screenOf = (title: string) => async () => ({ default: () => <h1>{title}</h1> });

/** A plugin with a project settings page, and screens only some deployments or users get. */
const settings = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'keys',
  title: 'API keys',
  version: '1.0.0',
  routes: [
    { path: '/project/:ref/settings/api-keys', load: screenOf('API keys') },
    { path: '/project/:ref/settings/billing', when: { hosted: true }, load: screenOf('Billing') },
    { path: '/project/:ref/usage', when: { hosted: true }, load: screenOf('Usage') },
    {
      path: '/project/:ref/secrets',
      when: { permission: { action: 'infra:read', resource: 'secrets' } },
      load: screenOf('Secrets'),
    },
  ],
});
const member: readonly Grant[] = [{ action: 'sql:query', resource: 'sql' }];

const selfHostedRedirects = [
  '/account/billing',
  '/project/abc/settings',
  '/project/abc/settings/general',
];

describe('AppRoutes', () => {
  it.each(selfHostedRedirects)('sends %s to /project/default when self-hosted', async (path) => {
    const current = visit(path, false);
    expect(await screen.findByRole('heading', { name: 'Project default' })).toBeTruthy();
    expect(current()).toBe('/project/default');
  });

  it.each(selfHostedRedirects)('keeps %s when hosted', async (path) => {
    const current = visit(path, true);
    // No plugin serves these paths in this test, so the hosted app shows its not-found page there.
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(current()).toBe(path);
  });

  it.each([
    ['/account/me', 'Preferences'],
    ['/account/tokens', 'Access Tokens'],
    ['/account/security', 'Security'],
    ['/account/audit', 'Audit Logs'],
    ['/org/acme/team', 'Team'],
  ])('serves %s in every build, now that accounts exist', async (path, title) => {
    for (const hosted of [false, true]) {
      const current = visit(path, hosted);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(current()).toBe(path);
      cleanup();
    }
  });

  it('renders a plugin’s project settings page when self-hosted, where core would redirect', async () => {
    const current = visit('/project/abc/settings/api-keys', false, {
      plugins: [settings],
      grants: member,
    });
    expect(await screen.findByRole('heading', { name: 'API keys' })).toBeTruthy();
    expect(current()).toBe('/project/abc/settings/api-keys');
  });

  it('leaves out a route whose condition does not hold: its path falls through', async () => {
    // Hosted only: self-hosted, the settings path goes where core sends it.
    const current = visit('/project/abc/settings/billing', false, {
      plugins: [settings],
      grants: member,
    });
    expect(await screen.findByRole('heading', { name: 'Project default' })).toBeTruthy();
    expect(current()).toBe('/project/default');
    cleanup();
    visit('/project/abc/settings/billing', true, { plugins: [settings], grants: member });
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeTruthy();
    cleanup();
    visit('/project/abc/usage', false, { plugins: [settings], grants: member });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('waits for the grants on a permission condition, then shows the screen or not found', async () => {
    visit('/project/abc/secrets', false, { plugins: [settings] });
    expect(screen.queryByRole('heading')).toBeNull();
    cleanup();
    visit('/project/abc/secrets', false, { plugins: [settings], grants: member });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanup();
    const reader: Grant = { action: 'infra:read', resource: 'secrets' };
    visit('/project/abc/secrets', false, { plugins: [settings], grants: [...member, reader] });
    expect(await screen.findByRole('heading', { name: 'Secrets' })).toBeTruthy();
  });

  it('opens the default project from / when self-hosted, and the projects list when hosted', () => {
    expect(visit('/', false)()).toBe('/project/default');
    expect(visit('/', true)()).toBe('/projects');
  });

  it('sends /new/{slug} to /project/default when self-hosted, and serves it when hosted', async () => {
    expect(visit('/new/acme', false)()).toBe('/project/default');
    cleanup();
    const current = visit('/new/acme', true);
    expect(await screen.findByRole('heading', { name: 'Create a new project' })).toBeTruthy();
    expect(current()).toBe('/new/acme');
  });

  describe('a project that is not ready yet (hosted)', () => {
    // The building page is a lazy route, imported (and transformed by Vitest) on first use: that
    // took over findBy's 5 s on a loaded machine. The redirect, not that import, is the subject.
    beforeAll(() => import('../pages/ProjectBuildingPage.js'), 60_000);
    afterEach(() => vi.unstubAllGlobals());

    const withStatus = (status: string) => {
      storeSession({ aal: 'aal1', withFactor: false });
      stubAuthApi({
        'GET /platform/projects/abc': () =>
          project('abc', 'Shop', { slug: 'a', name: 'A' }, status),
      });
    };

    it.each(['/project/abc', '/project/abc/settings/infrastructure'])(
      'sends %s to the building page while the project comes up (spec 2.2)',
      async (path) => {
        withStatus('COMING_UP');
        const current = visit(path, true);
        expect(await screen.findByRole('progressbar', { name: 'Setting up Shop' })).toBeTruthy();
        expect(current()).toBe('/project/abc/building');
      },
    );

    it('stays on the home page of an active project', async () => {
      withStatus('ACTIVE_HEALTHY');
      const current = visit('/project/abc', true);
      expect(await screen.findByRole('heading', { name: 'Project abc' })).toBeTruthy();
      // Long enough for the status to arrive and a redirect to have happened.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(current()).toBe('/project/abc');
    });
  });
});

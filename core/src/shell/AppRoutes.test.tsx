import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../host/services-context.js';
import { project } from '../projects/test/render-hosted.js';
import { storeSession, stubAuthApi } from '../sign-in/test/stub-auth-api.js';
import { testServices } from '../test/services.js';
import { AppRoutes } from './AppRoutes.js';
import { FeedbackProvider } from './FeedbackProvider.js';

/** Renders core's routes at `path` and returns where the router ends up. */
function visit(path: string, hosted: boolean) {
  const location = memoryLocation({ path, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ServicesProvider services={testServices([], [], { hosted })}>
        {/* As in the app: pages that confirm and toast need the shell's feedback. */}
        <FeedbackProvider>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <AppRoutes />
          </Router>
        </FeedbackProvider>
      </ServicesProvider>
    </SWRConfig>,
  );
  return () => location.history.at(-1);
}

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

import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../host/services-context.js';
import { testServices } from '../test/services.js';
import { AppRoutes } from './AppRoutes.js';

/** Renders core's routes at `path` and returns where the router ends up. */
function visit(path: string, hosted: boolean) {
  const location = memoryLocation({ path, record: true });
  render(
    <ServicesProvider services={testServices([], [], { hosted })}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRoutes />
      </Router>
    </ServicesProvider>,
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
});

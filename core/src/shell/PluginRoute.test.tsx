import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Grant } from '@atrium/common/permissions';
import { PermissionsProvider } from '../host/permissions.js';
import { ServicesProvider } from '../host/services-context.js';
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/manifest.js';
import { testServices } from '../test/services.js';
import { PluginRoute } from './PluginRoute.js';

const loadScreen = vi.fn(async () => ({ default: () => <h1>The tables screen</h1> }));

const loadLogs = vi.fn(async () => ({ default: () => <h1>The logs screen</h1> }));

const tables = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'tables',
  title: 'Tables',
  version: '1.0.0',
  routes: [
    {
      path: '/project/:ref/tables',
      title: 'Tables',
      permission: { action: 'sql:admin:read', resource: 'tables', description: 'view tables' },
      load: () => loadScreen(),
    },
    // A screen that asks for no permission of its own still waits for the grants.
    { path: '/project/:ref/logs', title: 'Logs', load: () => loadLogs() },
  ],
});

function visit(grants?: readonly Grant[], which: 'tables' | 'logs' = 'tables') {
  const services = testServices([tables]);
  const route = services.registry.routes.find((r) => r.path.endsWith(which))!;
  const { hook } = memoryLocation({ path: `/project/nope/${which}` });
  const routes = (
    <Router hook={hook}>
      <Route path={route.path}>
        <PluginRoute route={route} />
      </Route>
    </Router>
  );
  render(
    <ServicesProvider services={services}>
      {grants ? (
        <PermissionsProvider grants={grants}>{routes}</PermissionsProvider>
      ) : (
        // Without a provider the grants are loading, as on the first visit.
        routes
      )}
    </ServicesProvider>,
  );
}

describe('PluginRoute', () => {
  it('shows a placeholder, never the screen, while the grants load', async () => {
    loadScreen.mockClear();
    visit();
    // The screen's code is not even fetched until the grants say it may be shown.
    expect(loadScreen).not.toHaveBeenCalled();
    expect(screen.queryByText(/additional permissions/)).toBeNull();
  });

  it('shows a placeholder while the grants load even for a screen that needs no permission', () => {
    loadLogs.mockClear();
    visit(undefined, 'logs');
    expect(loadLogs).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows a screen that needs no permission once the grants are known', async () => {
    visit([{ action: 'sql:query', resource: 'sql' }], 'logs');
    expect(await screen.findByRole('heading', { name: 'The logs screen' })).toBeTruthy();
  });

  it('shows the screen to a user who holds its permission', async () => {
    visit([{ action: 'sql:admin:read', resource: 'tables' }]);
    expect(await screen.findByRole('heading', { name: 'The tables screen' })).toBeTruthy();
  });

  it('says Project not found (an h1, a way back) on a project the user holds nothing on', async () => {
    visit([]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Project not found',
    );
    expect(screen.getByRole('link', { name: 'Head back' })).toHaveProperty('pathname', '/projects');
  });

  it('says which permission is missing on a project the user holds other grants on', async () => {
    visit([{ action: 'sql:query', resource: 'sql' }]);
    expect(
      await screen.findByText(
        'You need additional permissions to view tables. Contact your organization owner or administrator for assistance.',
      ),
    ).toBeTruthy();
  });
});

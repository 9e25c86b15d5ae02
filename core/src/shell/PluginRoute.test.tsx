import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Grant } from '@atrium/common/permissions';
import { PermissionsProvider } from '../host/permissions.js';
import { ServicesProvider } from '../host/services-context.js';
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/manifest.js';
import { testServices } from '../test/services.js';
import { PluginRoute } from './PluginRoute.js';

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
      load: async () => ({ default: () => <h1>The tables screen</h1> }),
    },
  ],
});

function visit(grants: readonly Grant[]) {
  const services = testServices([tables]);
  const route = services.registry.routes[0]!;
  const { hook } = memoryLocation({ path: '/project/nope/tables' });
  render(
    <ServicesProvider services={services}>
      <PermissionsProvider grants={grants}>
        <Router hook={hook}>
          <Route path={route.path}>
            <PluginRoute route={route} />
          </Route>
        </Router>
      </PermissionsProvider>
    </ServicesProvider>,
  );
}

describe('PluginRoute', () => {
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

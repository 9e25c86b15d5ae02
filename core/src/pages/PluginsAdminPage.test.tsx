import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PluginRegistry } from '../host/plugin-registry.js';
import { ServicesProvider } from '../host/services-context.js';
import type { Services } from '../services/container.js';
import { PluginsAdminPage } from './PluginsAdminPage.js';

/** Only what the page reads from the registry. */
function servicesWith(disabled: PluginRegistry['disabled'], warnings?: string[]): Services {
  const registry = { plugins: [], disabled, leftOut: [] } as unknown as PluginRegistry;
  const deployment = { plugins: [], hosted: false, flags: {}, warnings };
  return { registry, deployment } as unknown as Services;
}

describe('PluginsAdminPage', () => {
  it('lists plugins switched on but not installed under their own Missing heading, apart from those switched off', () => {
    render(
      <ServicesProvider
        services={servicesWith([
          { id: 'storage', title: 'Storage', reason: 'not-installed' },
          { id: 'hello', title: 'Hello', reason: 'disabled' },
        ])}
      >
        <PluginsAdminPage />
      </ServicesProvider>,
    );
    const missing = screen.getByRole('region', { name: 'Missing' });
    const off = screen.getByRole('region', { name: 'Off' });
    expect(within(missing).getByText('Storage')).toBeTruthy();
    expect(within(missing).queryByText('Hello')).toBeNull();
    expect(within(off).getByText('Hello')).toBeTruthy();
    expect(within(off).queryByText('Storage')).toBeNull();
  });

  it("shows the deployment's warnings, such as members' SQL running as a superuser", () => {
    render(
      <ServicesProvider services={servicesWith([], ['DATABASE_URL logs in as a superuser'])}>
        <PluginsAdminPage />
      </ServicesProvider>,
    );
    const section = screen.getByRole('region', { name: 'Deployment' });
    expect(within(section).getByText('DATABASE_URL logs in as a superuser')).toBeTruthy();
  });

  it('shows no deployment section when there is nothing to warn about', () => {
    render(
      <ServicesProvider services={servicesWith([])}>
        <PluginsAdminPage />
      </ServicesProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Deployment' })).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PluginRegistry } from '@atrium/core/testing';
import { extensionPoints } from '@atrium/core/plugin-api';
import { buildMenu } from './build-menu.js';
import manifest from './manifest.js';
import { SECTION_ORDER } from './menus/sections.js';
import { NavRail } from './NavRail.js';
import { facts } from './test/facts.js';
import { NavHarness } from './test/harness.js';
import { hello, pluginWithItems } from './test/plugin.js';

/** Policies under both Database and Auth, as the rls plugin declares them. */
const policies = pluginWithItems('policies', [
  {
    id: 'database',
    menu: 'project',
    section: 'Database',
    label: 'Policies',
    href: '/project/{ref}/auth/policies',
    order: 150,
  },
  {
    id: 'tables',
    menu: 'project',
    section: 'Database',
    label: 'Tables',
    href: '/project/{ref}/database/tables',
    order: 105,
  },
  {
    id: 'auth',
    menu: 'project',
    section: 'Auth',
    label: 'Policies',
    href: '/project/{ref}/auth/policies',
    order: 205,
  },
]);

function renderRail(path: string) {
  const installed = [manifest, policies, hello];
  const registry = new PluginRegistry(installed, ['nav', 'policies', 'hello']);
  const sections = buildMenu({
    items: registry.contributions(extensionPoints.navProject),
    sectionOrder: SECTION_ORDER.project,
    facts: facts(),
    params: { ref: 'default' },
    paramsLoading: false,
    path,
    search: '',
  });
  render(
    <NavHarness path={path} installed={installed}>
      <NavRail sections={sections} />
    </NavHarness>,
  );
}

describe('NavRail', () => {
  it('shows one icon link per section, named by its section', () => {
    renderRail('/project/default/database/tables');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Project',
      'Database',
      'Auth',
      'Settings',
      'Examples',
    ]);
    // Each leads to its section's first page; no text but the icon.
    expect(screen.getByRole('link', { name: 'Auth' })).toHaveProperty(
      'pathname',
      '/project/default/auth/policies',
    );
    expect(screen.getByRole('link', { name: 'Examples' }).textContent).toBe('');
  });

  it('marks exactly one icon current: the section holding the page, leading to that page', () => {
    renderRail('/project/default/auth/policies');
    const current = document.querySelectorAll('[aria-current]');
    const database = screen.getByRole('link', { name: 'Database' });
    expect([...current]).toEqual([database]);
    expect(database.getAttribute('aria-current')).toBe('page');
    // Not its first page (Tables): the one in view.
    expect(database).toHaveProperty('pathname', '/project/default/auth/policies');
  });

  it('names each icon in a tooltip on keyboard focus', async () => {
    renderRail('/project/default/database/tables');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Database' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Database')).toBeTruthy();
  });
});

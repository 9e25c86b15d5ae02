import { extensionPoints } from '@atrium/core/plugin-api';
import { describe, expect, it } from 'vitest';
import { buildMenu } from './build-menu.js';
import manifest from './manifest.js';
import { SECTION_ORDER } from './menus/sections.js';
import { Sidebar } from './Sidebar.js';
import { facts } from './test/facts.js';
import { hello, pluginWithItems } from './test/plugin.js';
// Test-only reach into core: the registry module alone, since the package root also pulls in the
// whole app shell. Plugin code never imports this.
import { PluginRegistry } from '@atrium/core/testing';

/** A plugin the nav knows nothing about, linking to one page from two sections of the spec. */
const policies = pluginWithItems('policies', [
  {
    id: 'auth',
    menu: 'project',
    section: 'Auth',
    label: 'Policies',
    href: '/project/{ref}/auth/policies',
    order: 205,
  },
  {
    id: 'database',
    menu: 'project',
    section: 'Database',
    label: 'Policies',
    href: '/project/{ref}/auth/policies',
    order: 150,
  },
]);
const registryOf = (on: string[]) => new PluginRegistry([manifest, policies, hello], on);

const projectMenu = (on: string[], path: string) =>
  buildMenu({
    items: registryOf(on).contributions(extensionPoints.navProject),
    sectionOrder: SECTION_ORDER.project,
    facts: facts(),
    params: { ref: 'default' },
    paramsLoading: false,
    path,
    search: '',
  });

describe('nav manifest', () => {
  it('registers the sidebar, valid, on the navigation extension point', () => {
    expect(registryOf(['nav']).contributions(extensionPoints.shellNavigation)).toMatchObject([
      { id: 'nav/sidebar', data: { label: 'Main' } },
    ]);
  });

  it('declares items for core’s screens only: no other plugin’s pages', () => {
    expect(manifest.navItems?.map((item) => item.href)).toEqual([
      '/project/{ref}',
      '/project/{ref}/settings/api',
      '/projects',
      '/account/me',
      '/account/tokens',
      '/account/security',
      '/account/audit',
      '/projects',
      '/org/{slug}/team',
      '/org/{slug}/audit',
      '/admin/plugins',
    ]);
    const registry = registryOf(['nav']);
    expect(registry.contributions(extensionPoints.navOrganization).map((c) => c.id)).toEqual([
      'nav/organization-projects',
      'nav/organization-team',
      'nav/organization-audit',
    ]);
    expect(registry.contributions(extensionPoints.navProject).map((c) => c.id)).toEqual([
      'nav/project-overview',
      'nav/settings-api',
    ]);
  });

  it('shows only core’s pages when only nav is on, the overview current on the project home', () => {
    const sections = projectMenu(['nav'], '/project/default');
    expect(sections).toMatchObject([
      {
        title: 'Project',
        items: [{ label: 'Overview', href: '/project/default', current: true }],
      },
      {
        title: 'Settings',
        items: [{ label: 'API', href: '/project/default/settings/api', current: false }],
      },
    ]);
  });

  it('builds the project menu from what the plugins that are on contribute', () => {
    const sections = projectMenu(['nav', 'policies', 'hello'], '/project/default/auth/policies');
    expect(sections.map((s) => s.title)).toEqual([
      'Project',
      'Database',
      'Auth',
      'Settings',
      'Examples',
    ]);
    const links = sections.flatMap((s) => s.items);
    expect(links.map((l) => l.label)).toEqual(['Overview', 'Policies', 'Policies', 'API', 'Hello']);
    expect(links.filter((l) => l.state === 'link' && l.current).map((l) => l.id)).toEqual([
      'policies/database',
    ]);
    expect(projectMenu(['nav', 'hello'], '/project/default').map((s) => s.title)).toEqual([
      'Project',
      'Settings',
      'Examples',
    ]);
  });

  // The first load transforms react-aria and the design system: slow once, then cached.
  it('gets only well-formed items: core leaves out a third-party one that is not', () => {
    const malformed = {
      ...pluginWithItems('malformed', []),
      contributions: [{ point: 'nav.project@1', id: 'bad', data: { section: 'S', label: 3 } }],
    };
    const registry = new PluginRegistry(
      [manifest, malformed, hello],
      ['nav', 'malformed', 'hello'],
      {
        isFirstParty: (m) => m.id === 'nav',
      },
    );
    expect(registry.contributions(extensionPoints.navProject).map((c) => c.id)).toEqual([
      'nav/project-overview',
      'hello/hello',
      'nav/settings-api',
    ]);
  });

  it('loads the sidebar it contributes', { timeout: 30_000 }, async () => {
    const sidebar = manifest.contributions?.find((c) => c.id === 'sidebar');
    const module = (await sidebar?.load?.()) as { default: unknown } | undefined;
    expect(module?.default).toBe(Sidebar);
  });
});

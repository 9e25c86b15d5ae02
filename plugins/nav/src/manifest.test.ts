import { extensionPoints, type NavItemData } from '@atrium/core/plugin-api';
import { describe, expect, it } from 'vitest';
import { buildMenu } from './build-menu.js';
import manifest from './manifest.js';
import { facts } from './test/facts.js';
// Test-only reach into core: the registry module alone, since the package root also pulls in the
// whole app shell. Plugin code never imports this.
import { PluginRegistry } from '@atrium/core/testing';

const registry = new PluginRegistry([manifest], ['nav']);
const hrefs = (items: readonly { data: NavItemData }[]) => items.map((i) => i.data.href);

describe('nav manifest', () => {
  it('registers: valid, without duplicate ids, on the nav extension points', () => {
    expect(registry.contributions(extensionPoints.shellNavigation)).toMatchObject([
      { id: 'nav/sidebar', data: { label: 'Main' } },
    ]);
    expect(registry.contributions(extensionPoints.navAccount).length).toBe(5);
    expect(registry.contributions(extensionPoints.navOrganization).length).toBe(9);
  });

  it('declares the account and organization menus of spec 2.2', () => {
    expect(hrefs(registry.contributions(extensionPoints.navAccount))).toEqual([
      '/projects',
      '/account/me',
      '/account/tokens',
      '/account/security',
      '/account/audit',
    ]);
    const org = [
      'general',
      'team',
      'integrations',
      'billing',
      'usage',
      'invoices',
      'apps',
      'audit',
    ];
    expect(hrefs(registry.contributions(extensionPoints.navOrganization))).toEqual([
      ...org.map((page) => `/org/{slug}/${page}`),
      '/org/{slug}/documents',
    ]);
  });

  it('declares every project page of spec 2.2', () => {
    const project = hrefs(registry.contributions(extensionPoints.navProject));
    const pages = [
      ...[
        'users',
        'policies',
        'providers',
        'rate-limits',
        'templates',
        'url-configuration',
        'hooks',
      ].map((p) => `auth/${p}`),
      ...['tables', 'functions', 'triggers', 'types', 'extensions', 'indexes', 'publications']
        .concat(['roles', 'column-privileges', 'backups/pitr', 'backups/scheduled', 'wrappers'])
        .concat(['migrations', 'hooks', 'schemas', 'query-performance'])
        .map((p) => `database/${p}`),
      'advisors/security',
      'advisors/performance',
      ...['general', 'infrastructure', 'integrations', 'addons', 'vault/secrets', 'database', 'api']
        .concat(['auth', 'storage', 'functions'])
        .map((p) => `settings/${p}`),
      ...['explorer', 'explorer/saved', 'explorer/recent', 'explorer/templates', 'edge-logs']
        .concat(['postgres-logs', 'postgrest-logs', 'pooler-logs', 'auth-logs', 'storage-logs'])
        .concat(['realtime-logs'])
        .map((p) => `logs/${p}`),
      'sql/new',
      'reports',
      'api',
      'api?page=auth',
      'api?page=users',
      'api?page=tables-intro',
      'api?page=rpc-intro',
      'api/graphiql',
    ];
    expect(project).toEqual(expect.arrayContaining(pages.map((p) => `/project/{ref}/${p}`)));
    expect(project).toEqual(
      expect.arrayContaining(['/org/{slug}/billing', '/org/{slug}/usage?projectRef={ref}']),
    );
  });

  it('gives the spec badges and conditions', () => {
    const data = (id: string) =>
      registry.contributions(extensionPoints.navProject).find((c) => c.id === `nav/${id}`)?.data;
    expect(data('database-column-privileges')).toMatchObject({
      badge: 'ALPHA',
      when: { flag: 'column-privileges' },
    });
    expect(data('settings-vault')?.badge).toBe('BETA');
    expect(data('auth-hooks')?.badge).toBe('BETA');
    expect(data('database-backups-pitr')?.when).toEqual({ hosted: true, addon: 'pitr' });
    expect(data('database-backups-scheduled')?.when).toEqual({ hosted: true, addon: '!pitr' });
    expect(data('database-hooks')?.when).toEqual({ extension: 'pg_net' });
    expect(data('logs-pooler')?.when).toEqual({ hosted: true });
    expect(data('logs-realtime')?.when).toEqual({ service: 'realtime' });
  });

  it('shows a self-hosted project the pages it has, and no settings', () => {
    const sections = buildMenu({
      items: registry.contributions(extensionPoints.navProject),
      facts: facts({ extensions: new Set(['pg_net']) }),
      params: { ref: 'default', slug: 'default' },
      paramsLoading: false,
      comingUp: false,
      path: '/project/default/sql/new',
      search: '',
    });
    expect(sections.map((s) => s.title)).toEqual([
      'Database',
      'Auth',
      'Storage',
      'SQL',
      'Reports',
      'Logs',
      'API Docs',
    ]);
    const links = sections.flatMap((s) => s.items);
    expect(links.map((l) => l.label)).toContain('Webhooks');
    expect(links.map((l) => l.label)).not.toContain('Column Privileges');
    expect(links.filter((l) => l.state === 'link' && l.current).map((l) => l.label)).toEqual([
      'SQL Editor',
    ]);
  });

  // The first load transforms react-aria and the design system: slow once, then cached.
  it('implements the component the manifest names', { timeout: 30_000 }, async () => {
    const module = await manifest.load();
    expect(Object.keys(module.components ?? {})).toEqual(['Sidebar']);
  });
});

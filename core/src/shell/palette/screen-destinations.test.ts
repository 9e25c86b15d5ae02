import { describe, expect, it } from 'vitest';
import type { ResolvedContribution, ResolvedRoute } from '../../host/plugin-registry.js';
import type { NavItemData } from '../../plugin-api/extension-points.js';
import { screenDestinations, type ScreenFacts } from './screen-destinations.js';

const item = (id: string, data: Partial<NavItemData> & { label: string; href: string }) =>
  ({
    id,
    pluginId: 'p',
    point: 'nav.project@1',
    order: 0,
    data: { section: 'Database', ...data },
  }) as ResolvedContribution<NavItemData>;

const route = (path: string, title?: string, permission?: ResolvedRoute['permission']) =>
  ({ path, title, permission, pluginId: 'hello', load: async () => () => null }) as ResolvedRoute;

const facts = (over: Partial<ScreenFacts> = {}): ScreenFacts => ({
  can: () => true,
  hosted: false,
  isFlagOn: (flag) => flag === 'beta',
  ref: 'acme',
  slug: undefined,
  ...over,
});

const titles = new Map([['hello', 'Hello']]);

describe('screenDestinations', () => {
  it('fills the project into menu hrefs and routes, one entry per page', () => {
    const screens = screenDestinations(
      [
        item('a', { label: 'Policies', href: '/project/{ref}/auth/policies' }),
        item('b', { label: 'Policies', section: 'Auth', href: '/project/{ref}/auth/policies' }),
        item('c', { label: 'All projects', section: 'Projects', href: '/projects' }),
      ],
      [route('/project/:ref/hello', 'Hello'), route('/project/:ref/auth/policies', 'Policies')],
      titles,
      facts(),
    );
    expect(screens).toEqual([
      {
        label: 'Policies',
        kind: 'Screen',
        description: 'Database',
        icon: 'screen',
        href: '/project/acme/auth/policies',
      },
      {
        label: 'All projects',
        kind: 'Screen',
        description: 'Projects',
        icon: 'screen',
        href: '/projects',
      },
      {
        label: 'Hello',
        kind: 'Screen',
        description: 'Hello',
        icon: 'screen',
        href: '/project/acme/hello',
      },
    ]);
  });

  it('leaves out what the menu would hide, and what core cannot tell', () => {
    const screens = screenDestinations(
      [
        item('perm', {
          label: 'Roles',
          href: '/r',
          when: { permission: { action: 'sql:admin:write', resource: 'roles' } },
        }),
        item('hosted', { label: 'Billing', href: '/b', when: { hosted: true } }),
        item('flag', { label: 'Beta', href: '/beta', when: { flag: 'beta' } }),
        item('not-flag', { label: 'Old', href: '/old', when: { flag: '!beta' } }),
        item('ext', { label: 'Cron', href: '/cron', when: { extension: 'pg_cron' } }),
        item('slug', { label: 'Team', href: '/org/{slug}/team' }),
      ],
      [
        route('/project/:ref/orders/:id', 'Order'),
        route('/project/:ref/untitled'),
        route('/project/:ref/secrets', 'Secrets', {
          action: 'sql:admin:write',
          resource: 'secrets',
          description: 'd',
        }),
      ],
      titles,
      facts({ can: (action) => action !== 'sql:admin:write' }),
    );
    expect(screens.map((s) => s.label)).toEqual(['Beta']);
  });

  it('needs a project for project screens', () => {
    const screens = screenDestinations(
      [item('a', { label: 'Editor', href: '/project/{ref}/editor' })],
      [route('/project/:ref/hello', 'Hello'), route('/admin/hello', 'Hello admin')],
      titles,
      facts({ ref: undefined }),
    );
    expect(screens.map((s) => s.href)).toEqual(['/admin/hello']);
  });

  it("fills the organization into its pages' hrefs: the team is one search away", () => {
    const team = item('team', {
      label: 'Members',
      section: 'Organization',
      href: '/org/{slug}/team',
    });
    expect(screenDestinations([team], [], titles, facts({ slug: 'acme-inc' }))).toEqual([
      {
        label: 'Members',
        kind: 'Screen',
        description: 'Organization',
        icon: 'screen',
        href: '/org/acme-inc/team',
      },
    ]);
    expect(screenDestinations([team], [], titles, facts({ slug: undefined }))).toEqual([]);
  });
});

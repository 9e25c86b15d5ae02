import type { NavItemData, ResolvedContribution } from '@atrium/core/plugin-api';
import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuInput } from './build-menu.js';
import { facts } from './test/facts.js';

const item = (
  id: string,
  data: Partial<NavItemData> & Pick<NavItemData, 'section' | 'label' | 'href'>,
  order = 0,
): ResolvedContribution<NavItemData> => ({
  id: `p/${id}`,
  pluginId: 'p',
  point: 'nav.project@1',
  order,
  data,
});

const input = (items: MenuInput['items'], extra: Partial<MenuInput> = {}): MenuInput => ({
  items,
  facts: facts(),
  params: { ref: 'abc', slug: 'acme' },
  paramsLoading: false,
  comingUp: false,
  path: '/project/abc/database/tables',
  search: '',
  ...extra,
});

describe('buildMenu', () => {
  it('groups, fills hrefs, keeps badges and marks the current page', () => {
    const sections = buildMenu(
      input([
        item(
          'tables',
          { section: 'Database', label: 'Tables', href: '/project/{ref}/database/tables' },
          105,
        ),
        item('users', { section: 'Auth', label: 'Users', href: '/project/{ref}/auth/users' }, 200),
        item(
          'cols',
          {
            section: 'Database',
            label: 'Columns',
            href: '/project/{ref}/database/cols',
            badge: 'ALPHA',
          },
          110,
        ),
      ]),
    );
    expect(sections).toEqual([
      {
        title: 'Database',
        items: [
          {
            state: 'link',
            id: 'p/tables',
            label: 'Tables',
            href: '/project/abc/database/tables',
            badge: undefined,
            current: true,
          },
          {
            state: 'link',
            id: 'p/cols',
            label: 'Columns',
            href: '/project/abc/database/cols',
            badge: 'ALPHA',
            current: false,
          },
        ],
      },
      {
        title: 'Auth',
        items: [
          {
            state: 'link',
            id: 'p/users',
            label: 'Users',
            href: '/project/abc/auth/users',
            badge: undefined,
            current: false,
          },
        ],
      },
    ]);
  });

  it('drops hidden items, and sections left empty', () => {
    const sections = buildMenu(
      input([
        item('tables', { section: 'Database', label: 'Tables', href: '/t' }),
        item('saved', { section: 'Logs', label: 'Saved', href: '/s', when: { hosted: true } }),
      ]),
    );
    expect(sections.map((s) => s.title)).toEqual(['Database']);
  });

  it('shows a pending row while extensions load, then the link or nothing', () => {
    const hooks = item('hooks', {
      section: 'Database',
      label: 'Webhooks',
      href: '/project/{ref}/database/hooks',
      when: { extension: 'pg_net' },
    });
    const entry = (extensions: ReadonlySet<string> | undefined) =>
      buildMenu(input([hooks], { facts: facts({ extensions }) }))[0]?.items[0];
    expect(entry(undefined)).toEqual({ state: 'pending', id: 'p/hooks', label: 'Webhooks' });
    expect(entry(new Set(['pg_net']))).toMatchObject({
      state: 'link',
      href: '/project/abc/database/hooks',
    });
    expect(entry(new Set())).toBeUndefined();
  });

  it('waits for a missing placeholder while the project loads, and drops it after', () => {
    const usage = item('usage', {
      section: 'Billing',
      label: 'Usage',
      href: '/org/{slug}/usage?projectRef={ref}',
    });
    const params = { ref: 'abc' };
    expect(buildMenu(input([usage], { params, paramsLoading: true }))[0]?.items[0]).toMatchObject({
      state: 'pending',
    });
    expect(buildMenu(input([usage], { params, paramsLoading: false }))).toEqual([]);
  });

  it('links infrastructure to the building page while the project comes up', () => {
    const infra = item('infra', {
      section: 'Settings',
      label: 'Infrastructure',
      href: '/project/{ref}/settings/infrastructure',
    });
    const href = (comingUp: boolean) => {
      const entry = buildMenu(input([infra], { comingUp }))[0]?.items[0];
      return entry?.state === 'link' ? entry.href : undefined;
    };
    expect(href(true)).toBe('/project/abc/building');
    expect(href(false)).toBe('/project/abc/settings/infrastructure');
  });

  it('skips malformed contributions instead of failing', () => {
    const bad = { ...item('bad', { section: 'S', label: 'L', href: '/h' }), data: { label: 3 } };
    const good = item('good', { section: 'S', label: 'Good', href: '/g' });
    const sections = buildMenu(input([bad as never, good]));
    expect(sections[0]?.items.map((e) => e.id)).toEqual(['p/good']);
  });
});

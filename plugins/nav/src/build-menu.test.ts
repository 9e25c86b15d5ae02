import type { NavItemData, PointContribution } from '@atrium/core/plugin-api';
import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuInput } from './build-menu.js';
import { facts } from './test/facts.js';

const item = (
  id: string,
  data: Partial<NavItemData> & Pick<NavItemData, 'section' | 'label' | 'href'>,
  order = 0,
): PointContribution<NavItemData> => ({
  id: `p/${id}`,
  pluginId: 'p',
  order,
  data,
});

const input = (items: MenuInput['items'], extra: Partial<MenuInput> = {}): MenuInput => ({
  items,
  facts: facts(),
  params: { ref: 'abc', slug: 'acme' },
  paramsLoading: false,
  path: '/project/abc/database/tables',
  search: '',
  ...extra,
});

describe('buildMenu', () => {
  it('marks an item current on the pages under its currentUnder, unless a closer link matches', () => {
    const sql = [
      item('editor', {
        section: 'SQL',
        label: 'SQL Editor',
        href: '/project/{ref}/sql/new',
        currentUnder: '/project/{ref}/sql',
      }),
      item('templates', {
        section: 'SQL',
        label: 'Templates',
        href: '/project/{ref}/sql/templates',
      }),
      item('overview', { section: 'Project', label: 'Overview', href: '/project/{ref}' }),
    ];
    const currentOn = (path: string) =>
      buildMenu(input(sql, { path }))
        .flatMap((section) => section.items)
        .filter((entry) => entry.state === 'link' && entry.current)
        .map((entry) => entry.label);
    expect(currentOn('/project/abc/sql/history')).toEqual(['SQL Editor']);
    expect(currentOn('/project/abc/sql/1b2c')).toEqual(['SQL Editor']);
    expect(currentOn('/project/abc/sql/templates')).toEqual(['Templates']);
    expect(currentOn('/project/abc/database/tables')).toEqual(['Overview']);
  });

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
            currentUnder: '/project/abc/database/tables',
            badge: undefined,
            current: true,
          },
          {
            state: 'link',
            id: 'p/cols',
            label: 'Columns',
            href: '/project/abc/database/cols',
            currentUnder: '/project/abc/database/cols',
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
            currentUnder: '/project/abc/auth/users',
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

  it('marks one entry current when two link to the page in view', () => {
    const policies = (id: string, section: string, order: number) =>
      item(id, { section, label: 'Policies', href: '/project/{ref}/auth/policies' }, order);
    const sections = buildMenu(
      input(
        [policies('database-policies', 'Database', 150), policies('auth-policies', 'Auth', 205)],
        {
          path: '/project/abc/auth/policies',
          sectionOrder: ['Database', 'Auth'],
        },
      ),
    );
    const current = sections.flatMap((s) => s.items).filter((e) => e.state === 'link' && e.current);
    expect(current.map((e) => e.id)).toEqual(['p/database-policies']);
  });

  it("orders sections as the menu lists them, not by their items' orders", () => {
    const sections = buildMenu(
      input(
        [
          item('hello', { section: 'Examples', label: 'Hello', href: '/h' }, 100),
          item('users', { section: 'Auth', label: 'Users', href: '/u' }, 100),
          item('editor', { section: 'Database', label: 'Table Editor', href: '/e' }, 100),
        ],
        { sectionOrder: ['Database', 'Auth'] },
      ),
    );
    expect(sections.map((s) => s.title)).toEqual(['Database', 'Auth', 'Examples']);
  });
});

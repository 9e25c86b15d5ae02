import { describe, expect, it } from 'vitest';
import type { PaletteDestination } from '../../plugin-api/palette-destinations.js';
import type { PaletteCommand } from '../use-commands.js';
import { buildGroups, MAX_ENTRIES_PER_GROUP } from './build-groups.js';

const place = (label: string, href = `/${label}`): PaletteDestination => ({
  label,
  kind: 'Table',
  href,
});
const command = (title: string): PaletteCommand => ({
  id: title,
  title,
  source: 'Atrium',
  run: async () => {},
});

const names = (groups: ReturnType<typeof buildGroups>) =>
  groups.map((g) => [g.heading, g.entries.map((e) => e.label)]);

describe('buildGroups', () => {
  it('groups screens, contributions and commands, best matches first, empty groups left out', () => {
    const groups = buildGroups({
      search: 'user',
      screens: [place('Users screen'), place('Policies')],
      contributed: [
        {
          id: 'data-grid/relations',
          heading: 'Tables',
          result: { items: [place('all_users'), place('user'), place('users')] },
        },
        { id: 'other/none', heading: 'Nothing', result: { items: [] } },
      ],
      commands: [command('Invite user'), command('Switch theme')],
    });
    expect(names(groups)).toEqual([
      ['Tables', ['user', 'users', 'all_users']],
      ['Screens', ['Users screen']],
      ['Commands', ['Invite user']],
    ]);
    expect(groups[0]!.entries[0]!.action).toEqual({ type: 'open', href: '/user' });
    expect(groups[2]!.entries[0]!.action).toEqual({ type: 'run', commandId: 'Invite user' });
  });

  it('puts the group with the best match first: a table by its start before a screen by a middle', () => {
    const groups = buildGroups({
      search: 'cu',
      screens: [place('Security'), place('Tables')],
      contributed: [{ id: 'tables', heading: 'Tables', result: { items: [place('customers')] } }],
      commands: [command('Run custom check')],
    });
    expect(names(groups)).toEqual([
      ['Tables', ['customers']],
      ['Commands', ['Run custom check']],
      ['Screens', ['Security']],
    ]);
  });

  it('ranks a shorter name first within a rank, and keeps the plain order before typing', () => {
    const items = [place('order_items'), place('orders'), place('reorders')];
    const searched = buildGroups({
      search: 'ord',
      screens: [],
      contributed: [{ id: 'tables', heading: 'Tables', result: { items } }],
      commands: [],
    });
    expect(names(searched)).toEqual([['Tables', ['orders', 'order_items', 'reorders']]]);

    const idle = buildGroups({
      search: '',
      screens: [place('Security')],
      contributed: [{ id: 'tables', heading: 'Tables', result: { items } }],
      commands: [command('Switch theme')],
    });
    expect(names(idle)).toEqual([
      ['Screens', ['Security']],
      ['Tables', ['order_items', 'orders', 'reorders']],
      ['Commands', ['Switch theme']],
    ]);
  });

  it('refuses places outside the app, keeps one entry per place, and caps each group', () => {
    const many = Array.from({ length: 80 }, (_, i) => place(`t${i}`));
    const groups = buildGroups({
      search: 't',
      screens: [],
      contributed: [
        {
          id: 'x',
          heading: 'Tables',
          result: {
            items: [
              place('evil', 'https://evil.example'),
              place('evil2', '//evil.example'),
              place('t again', '/t'),
              place('t', '/t'),
              ...many,
            ],
          },
        },
      ],
      commands: [],
    });
    const entries = groups[0]!.entries;
    expect(entries).toHaveLength(MAX_ENTRIES_PER_GROUP);
    expect(entries.map((e) => e.label)).not.toContain('evil');
    expect(entries.map((e) => e.label)).not.toContain('evil2');
    expect(entries.filter((e) => e.action.type === 'open' && e.action.href === '/t')).toHaveLength(
      1,
    );
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });
});

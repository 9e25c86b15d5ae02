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
      ['Screens', ['Users screen']],
      ['Tables', ['user', 'users', 'all_users']],
      ['Commands', ['Invite user']],
    ]);
    expect(groups[1]!.entries[0]!.action).toEqual({ type: 'open', href: '/user' });
    expect(groups[2]!.entries[0]!.action).toEqual({ type: 'run', commandId: 'Invite user' });
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
              place('t', '/t'),
              place('t again', '/t'),
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

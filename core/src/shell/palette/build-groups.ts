import {
  paletteMatchRank,
  type PaletteDestination,
  type PaletteDestinations,
} from '../../plugin-api/palette-destinations.js';
import type { PaletteCommand } from '../use-commands.js';
import type { PaletteEntry, PaletteGroup } from './palette-entry.js';

/** Enough to find anything by typing more; a long list helps no one pick. */
export const MAX_ENTRIES_PER_GROUP = 50;

/** What one `palette.destinations@1` contribution answered for the text typed. */
export interface ContributedResult {
  readonly id: string;
  readonly heading: string;
  readonly result: PaletteDestinations;
}

export interface GroupsInput {
  readonly search: string;
  readonly screens: readonly PaletteDestination[];
  readonly contributed: readonly ContributedResult[];
  readonly commands: readonly PaletteCommand[];
}

/** A path inside the app: a plugin cannot send the user to another site through the palette. */
const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** Best matches first (whole label, then its start, then words anywhere), otherwise as given. */
function ranked<T>(
  items: readonly T[],
  label: (item: T) => string,
  search: string,
  keepAll: boolean,
) {
  return items
    .map((item, index) => ({ item, index, rank: paletteMatchRank(search, label(item)) }))
    .filter(({ rank }) => keepAll || rank !== undefined)
    .sort((a, b) => (a.rank ?? 3) - (b.rank ?? 3) || a.index - b.index)
    .slice(0, MAX_ENTRIES_PER_GROUP)
    .map(({ item }) => item);
}

const destinationEntry =
  (groupId: string) =>
  (destination: PaletteDestination): PaletteEntry => ({
    key: `${groupId} ${destination.href}`,
    label: destination.label,
    description: destination.description,
    meta: destination.kind,
    icon: destination.icon,
    action: { type: 'open', href: destination.href },
  });

const commandEntry = (command: PaletteCommand): PaletteEntry => ({
  key: `command ${command.id}`,
  label: command.title,
  meta: command.source,
  keybinding: command.keybinding,
  action: { type: 'run', commandId: command.id },
});

/**
 * The palette's groups for the text typed: the app's screens, each contribution's destinations
 * under its heading (the contribution did the matching), then the commands. Groups with nothing
 * to show are left out, headings included.
 */
export function buildGroups({
  search,
  screens,
  contributed,
  commands,
}: GroupsInput): PaletteGroup[] {
  const groups: PaletteGroup[] = [
    {
      id: 'screens',
      heading: 'Screens',
      entries: ranked(screens, (s) => s.label, search, false).map(destinationEntry('screens')),
    },
    ...contributed.map(({ id, heading, result }) => {
      // One entry per place: a contribution listing a place twice would give two equal keys.
      const unique = [
        ...new Map(result.items.filter((d) => isAppPath(d.href)).map((d) => [d.href, d])).values(),
      ];
      return {
        id,
        heading,
        entries: ranked(unique, (d) => d.label, search, true).map(destinationEntry(id)),
      };
    }),
    {
      id: 'commands',
      heading: 'Commands',
      entries: ranked(commands, (c) => c.title, search, false).map(commandEntry),
    },
  ];
  return groups.filter((group) => group.entries.length > 0);
}

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

/** Past every rank: a contribution's own match (by schema, say) that the label alone misses. */
const UNRANKED = 4;

interface Ranked<T> {
  readonly item: T;
  readonly rank: number;
}

/**
 * Best matches first (whole label, its start, word starts, anywhere), the shorter label first
 * within a rank (`orders` before `order_items` for "ord"), otherwise as given; before the user
 * types, as given.
 */
function ranked<T>(
  items: readonly T[],
  label: (item: T) => string,
  search: string,
  keepAll: boolean,
): Ranked<T>[] {
  return items
    .map((item, index) => ({ item, index, label: label(item) }))
    .map((entry) => ({ ...entry, rank: paletteMatchRank(search, entry.label) ?? UNRANKED }))
    .filter(({ rank }) => keepAll || rank !== UNRANKED)
    .sort((a, b) =>
      search.trim() === ''
        ? a.index - b.index
        : a.rank - b.rank || a.label.length - b.label.length || a.index - b.index,
    )
    .slice(0, MAX_ENTRIES_PER_GROUP);
}

/** A group with the rank of its best entry, so groups can be ordered by what they hold. */
interface RankedGroup extends PaletteGroup {
  readonly best: number;
}

function group<T>(
  id: string,
  heading: string,
  entries: readonly Ranked<T>[],
  toEntry: (item: T) => PaletteEntry,
): RankedGroup {
  return {
    id,
    heading,
    entries: entries.map(({ item }) => toEntry(item)),
    best: Math.min(UNRANKED, ...entries.map(({ rank }) => rank)),
  };
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
 * The palette's groups for the text typed. Before the user types: the app's screens, each
 * contribution's destinations under its heading (the contribution did the matching), then the
 * commands. While searching, the group holding the best match comes first, so Enter opens it;
 * on a tie contributed places (a project's tables) come before screens, and screens before
 * commands. Groups with nothing to show are left out, headings included.
 */
export function buildGroups({
  search,
  screens,
  contributed,
  commands,
}: GroupsInput): PaletteGroup[] {
  const places = contributed.map(({ id, heading, result }) => {
    // One entry per place: a contribution listing a place twice would give two equal keys.
    const unique = [
      ...new Map(result.items.filter((d) => isAppPath(d.href)).map((d) => [d.href, d])).values(),
    ];
    return group(
      id,
      heading,
      ranked(unique, (d) => d.label, search, true),
      destinationEntry(id),
    );
  });
  const screenGroup = group(
    'screens',
    'Screens',
    ranked(screens, (s) => s.label, search, false),
    destinationEntry('screens'),
  );
  const commandGroup = group(
    'commands',
    'Commands',
    ranked(commands, (c) => c.title, search, false),
    commandEntry,
  );
  const groups =
    search.trim() === ''
      ? [screenGroup, ...places, commandGroup]
      : // Array.prototype.sort is stable: equal ranks keep places, screens, commands.
        [...places, screenGroup, commandGroup].sort((a, b) => a.best - b.best);
  return groups
    .filter((g) => g.entries.length > 0)
    .map(({ id, heading, entries }) => ({ id, heading, entries }));
}

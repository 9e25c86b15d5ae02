/**
 * The command palette's destinations (`palette.destinations@1`): places Ctrl/Cmd-K can open by
 * name. Each contribution is one heading in the palette (`data.heading`); its `load` gives a hook
 * that, given the search text, returns that heading's items. The hook runs as its own plugin
 * (its context, its error boundary), so it reads the project through the shared data layer:
 * one cached list, filtered locally as the user types, never a request per keystroke.
 */

/** Icons the palette draws beside an item. */
export const paletteIcons = [
  'screen',
  'table',
  'view',
  'materialized-view',
  'foreign-table',
] as const;
export type PaletteIcon = (typeof paletteIcons)[number];

/** One place the palette can open. */
export interface PaletteDestination {
  /** What the user searches for and reads: a table's name, a screen's title. */
  readonly label: string;
  /** What it is, shown muted at the end of the row: 'Table', 'View', 'Screen'. */
  readonly kind: string;
  /** A second, muted line: the table's schema, the screen's menu section. */
  readonly description?: string;
  readonly icon?: PaletteIcon;
  /** Where Enter goes: a path inside the app (the palette refuses anything else). */
  readonly href: string;
}

/** What a destinations hook answers for the text typed so far. */
export interface PaletteDestinations {
  /** The matches, best first; the palette shows the first few dozen. */
  readonly items: readonly PaletteDestination[];
  /** The list is still loading: the palette says so instead of 'No results'. */
  readonly loading?: boolean;
}

/** A contribution's data: the heading its items are listed under. */
export interface PaletteDestinationsData {
  readonly heading: string;
}

/**
 * What a contribution's `load` gives: a React hook, called on every render of the open palette
 * with the text typed so far (trimmed; empty before the user types).
 */
export type UsePaletteDestinations = (search: string) => PaletteDestinations;

/** Case- and accent-insensitive form of a text, for matching. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The words of a text: runs of letters and digits (`order_items` is `order` and `items`). */
const wordsOf = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * How well `text` matches what the user typed: 0 the whole text, 1 its start, 2 every typed word
 * starting a word of it, 3 every typed word somewhere in it; undefined for no match. The palette
 * ranks every entry with it, across groups, so "cu" finds `customers` before Security; a
 * destinations hook filters its list with `matchesPaletteSearch`, so all groups match alike.
 */
export function paletteMatchRank(search: string, text: string): PaletteMatchRank | undefined {
  const wanted = fold(search.trim());
  const folded = fold(text);
  if (wanted === '') return 3;
  if (folded === wanted) return 0;
  if (folded.startsWith(wanted)) return 1;
  const typed = wanted.split(/\s+/);
  const words = wordsOf(folded);
  if (typed.every((word) => words.some((w) => w.startsWith(word)))) return 2;
  return typed.every((word) => folded.includes(word)) ? 3 : undefined;
}

/** 0 the whole text, 1 its start, 2 word starts, 3 anywhere: lower is better. */
export type PaletteMatchRank = 0 | 1 | 2 | 3;

/** Whether any of `texts` matches the search, as the palette matches its own entries. */
export const matchesPaletteSearch = (search: string, ...texts: readonly string[]): boolean =>
  texts.some((text) => paletteMatchRank(search, text) !== undefined);

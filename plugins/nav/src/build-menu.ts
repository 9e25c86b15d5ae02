import {
  visibility,
  type ConditionFacts,
  type NavItemData,
  type PointContribution,
} from '@atrium/core/plugin-api';
import { currentEntry } from './current.js';
import { groupBySection, type Section } from './group.js';
import { fillHref, type HrefParams } from './href.js';

export interface LinkEntry {
  readonly state: 'link';
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** The path whose pages it stands for: its href, or the item's `currentUnder`. */
  readonly currentUnder: string;
  readonly badge?: NavItemData['badge'];
  /** The link represents the page in view (`aria-current="page"`); one link at most. */
  readonly current: boolean;
}

/** An item whose visibility or href waits on data still loading: drawn as a skeleton row. */
export interface PendingEntry {
  readonly state: 'pending';
  readonly id: string;
  readonly label: string;
}

export type MenuEntry = LinkEntry | PendingEntry;

export interface MenuInput {
  /** The contributions to the menu's extension point, as the registry orders them. */
  readonly items: readonly PointContribution<NavItemData>[];
  /** The menu's section headings in the order they show (`SECTION_ORDER`). */
  readonly sectionOrder?: readonly string[];
  readonly facts: ConditionFacts;
  readonly params: HrefParams;
  /** Placeholder values are still on their way (the project list is loading). */
  readonly paramsLoading: boolean;
  readonly path: string;
  readonly search: string;
}

interface Row {
  readonly section: string;
  readonly order: number;
  readonly entry: MenuEntry;
}

/**
 * Contributions to menu sections: conditions evaluated, placeholders filled, the current page
 * marked on one entry. Sections left with nothing to show are dropped, headings included.
 */
export function buildMenu(input: MenuInput): Section<MenuEntry>[] {
  const rows = input.items.flatMap((item) => toRow(item, input) ?? []);
  const sections = groupBySection(rows, input.sectionOrder);
  const links = sections.flatMap(({ items }) =>
    items.flatMap(({ entry }) => (entry.state === 'link' ? [entry] : [])),
  );
  const current = currentEntry(
    links.map((link) => ({ link, href: link.currentUnder })),
    input.path,
    input.search,
  )?.link;
  return sections.map(({ title, items }) => ({
    title,
    items: items.map(({ entry }) => (entry === current ? { ...entry, current: true } : entry)),
  }));
}

// Every contribution's data has passed the nav point's schema in core, raw contributions included.
function toRow(item: PointContribution<NavItemData>, input: MenuInput): Row | undefined {
  const { section, label, href: template, currentUnder: under, badge, when } = item.data;
  const shown = visibility(when, input.facts);
  if (shown === 'hidden') return undefined;
  const href = fillHref(template, input.params);
  const row = { section, order: item.order };
  if (shown === 'pending' || (href === undefined && input.paramsLoading)) {
    return { ...row, entry: { state: 'pending', id: item.id, label } };
  }
  if (href === undefined) return undefined;
  const currentUnder = (under && fillHref(under, input.params)) || href;
  return {
    ...row,
    entry: { state: 'link', id: item.id, label, href, currentUnder, badge, current: false },
  };
}

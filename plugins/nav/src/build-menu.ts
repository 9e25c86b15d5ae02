import type { NavItemData, ResolvedContribution } from '@atrium/core/plugin-api';
import { currentHrefs } from './current.js';
import { groupBySection, type Section } from './group.js';
import { fillHref, hrefTemplate, type HrefParams } from './href.js';
import { visibility, type NavFacts } from './visibility.js';

export interface LinkEntry {
  readonly state: 'link';
  readonly id: string;
  readonly label: string;
  readonly href: string;
  readonly badge?: NavItemData['badge'];
  /** The link represents the page in view (`aria-current="page"`). */
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
  readonly items: readonly ResolvedContribution<NavItemData>[];
  readonly facts: NavFacts;
  readonly params: HrefParams;
  /** Placeholder values are still on their way (the project list is loading). */
  readonly paramsLoading: boolean;
  /** The project is not ACTIVE_HEALTHY yet. */
  readonly comingUp: boolean;
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
 * marked. Sections left with nothing to show are dropped, headings included.
 */
export function buildMenu(input: MenuInput): Section<MenuEntry>[] {
  const rows = input.items.flatMap((item) => toRow(item, input) ?? []);
  const hrefs = rows.flatMap(({ entry }) => (entry.state === 'link' ? [entry.href] : []));
  const current = currentHrefs(hrefs, input.path, input.search);
  return groupBySection(rows).map(({ title, items }) => ({
    title,
    items: items.map(({ entry }) =>
      entry.state === 'link' ? { ...entry, current: current.has(entry.href) } : entry,
    ),
  }));
}

function toRow(item: ResolvedContribution<NavItemData>, input: MenuInput): Row | undefined {
  if (!isNavItem(item.data)) return undefined;
  const { section, label, href: template, badge, when } = item.data;
  const shown = visibility(when, input.facts);
  if (shown === 'hidden') return undefined;
  const href = fillHref(hrefTemplate(template, input.comingUp), input.params);
  const row = { section, order: item.order };
  if (shown === 'pending' || (href === undefined && input.paramsLoading)) {
    return { ...row, entry: { state: 'pending', id: item.id, label } };
  }
  if (href === undefined) return undefined;
  return { ...row, entry: { state: 'link', id: item.id, label, href, badge, current: false } };
}

/**
 * Nav items declared in manifests are validated by core; raw contributions to a nav point are
 * not, so one plugin's malformed data is skipped instead of breaking the whole menu.
 */
function isNavItem(data: unknown): data is NavItemData {
  if (typeof data !== 'object' || data === null) return false;
  const { section, label, href } = data as Record<string, unknown>;
  return typeof section === 'string' && typeof label === 'string' && typeof href === 'string';
}

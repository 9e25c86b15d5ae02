import type { NavItemData } from '../plugin-api/extension-points.js';

/** A group of places on the project home page: one menu section's unconditional links. */
export interface Destination {
  readonly section: string;
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

/**
 * Where a user can go from a project's home page: the project menu's items, grouped by section in
 * menu order, with `{ref}` filled in. Items the menu shows only under a condition (a permission,
 * the hosted platform, an extension) are left to the menu, which evaluates them; so are links
 * outside the project (`{slug}`) and the home page itself.
 */
export function whereToGo(
  items: readonly { readonly data: NavItemData; readonly order: number }[],
  ref: string,
): Destination[] {
  const sections = new Map<string, { label: string; href: string }[]>();
  const sorted = [...items].sort((a, b) => (a.data.order ?? a.order) - (b.data.order ?? b.order));
  for (const { data } of sorted) {
    if (data.when || data.href.includes('{slug}') || data.href === '/project/{ref}') continue;
    const href = data.href.replaceAll('{ref}', encodeURIComponent(ref));
    const links = sections.get(data.section) ?? [];
    // Two items to one page (Policies under Database and Auth): the first place is enough.
    if (![...sections.values()].flat().some((link) => link.href === href)) {
      links.push({ label: data.label, href });
    }
    sections.set(data.section, links);
  }
  return [...sections]
    .filter(([, links]) => links.length > 0)
    .map(([section, links]) => ({ section, links }));
}

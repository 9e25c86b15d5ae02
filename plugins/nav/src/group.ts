/** A menu section: its heading and its items, in order. */
export interface Section<T> {
  readonly title: string;
  readonly items: readonly T[];
}

/**
 * Groups items by section. Sections named in `sectionOrder` come first, in that order; the others
 * follow in the order they are first seen (the registry lists contributions by order, so such a
 * section sits where its first item does). Items within a section sort by order, stably, so equal
 * orders keep the plugins' configured order.
 */
export function groupBySection<T extends { readonly section: string; readonly order: number }>(
  items: readonly T[],
  sectionOrder: readonly string[] = [],
): Section<T>[] {
  const bySection = new Map<string, T[]>();
  for (const item of items) {
    const list = bySection.get(item.section);
    if (list) list.push(item);
    else bySection.set(item.section, [item]);
  }
  const rank = (title: string) => {
    const index = sectionOrder.indexOf(title);
    return index === -1 ? sectionOrder.length : index;
  };
  return [...bySection]
    .map(([title, list]) => ({ title, items: list.sort((a, b) => a.order - b.order) }))
    .sort((a, b) => rank(a.title) - rank(b.title));
}

/** A menu section: its heading and its items, in order. */
export interface Section<T> {
  readonly title: string;
  readonly items: readonly T[];
}

/**
 * Groups items by section. Sections come in the order they are first seen (the registry lists
 * contributions by order, so a section sits where its first item does); items within a section
 * sort by order, stably, so equal orders keep the plugins' configured order.
 */
export function groupBySection<T extends { readonly section: string; readonly order: number }>(
  items: readonly T[],
): Section<T>[] {
  const bySection = new Map<string, T[]>();
  for (const item of items) {
    const list = bySection.get(item.section);
    if (list) list.push(item);
    else bySection.set(item.section, [item]);
  }
  return [...bySection].map(([title, list]) => ({
    title,
    items: list.sort((a, b) => a.order - b.order),
  }));
}

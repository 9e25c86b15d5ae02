/** Breadcrumbs longer than 5 entries collapse to the first 2, '...', and the last 2. */
export const breadcrumbCollapse = { above: 5, head: 2, tail: 2 } as const;

export interface CollapsedBreadcrumbs<T> {
  /** Shown before the '...' (all items when nothing is collapsed). */
  head: readonly T[];
  /** Behind the '...'; empty when nothing is collapsed. */
  hidden: readonly T[];
  /** Shown after the '...'. */
  tail: readonly T[];
}

export function collapseBreadcrumbs<T>(items: readonly T[]): CollapsedBreadcrumbs<T> {
  const { above, head, tail } = breadcrumbCollapse;
  if (items.length <= above) return { head: items, hidden: [], tail: [] };
  return {
    head: items.slice(0, head),
    hidden: items.slice(head, items.length - tail),
    tail: items.slice(items.length - tail),
  };
}

/** The sidebar's sections (spec 2.4), in the order shown. */
export const SECTIONS = ['Favorites', 'Project', 'Personal'] as const;
export type Section = (typeof SECTIONS)[number];

interface Sorted {
  readonly visibility: string;
  readonly content: { readonly favorite: boolean };
}

/**
 * Which sections list a snippet: its visibility's (shared ones under Project, the member's own
 * under Personal), and Favorites too when the member starred it.
 */
export function sectionsOf(snippet: Sorted): Section[] {
  const home: Section = snippet.visibility === 'project' ? 'Project' : 'Personal';
  return snippet.content.favorite ? ['Favorites', home] : [home];
}

/** The snippets of each section, keeping the list's order (by name). */
export function bySection<T extends Sorted>(snippets: readonly T[]): Record<Section, T[]> {
  const sections: Record<Section, T[]> = { Favorites: [], Project: [], Personal: [] };
  for (const snippet of snippets) {
    for (const section of sectionsOf(snippet)) sections[section].push(snippet);
  }
  return sections;
}

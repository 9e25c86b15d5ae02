import type { NavItemDeclaration, NavMenu } from '@atrium/core/plugin-api';

export type SectionItem = Omit<NavItemDeclaration, 'menu' | 'section' | 'order'>;

/** Orders step by 5 within a section, so another plugin can slot an item between two of ours. */
export const ORDER_STEP = 5;

/**
 * The items of one menu section, in the order given, starting at `firstOrder`. Sections are 100
 * apart (100, 200, ...), so a plugin joins a section by picking an order in its hundred.
 */
export function inSection(
  menu: NavMenu,
  section: string,
  firstOrder: number,
  items: readonly SectionItem[],
): NavItemDeclaration[] {
  return items.map((item, index) => ({
    ...item,
    menu,
    section,
    order: firstOrder + index * ORDER_STEP,
  }));
}

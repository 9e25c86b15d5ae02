import type { NavItemData } from '../../plugin-api/extension-points.js';
import type { PaletteDestination } from '../../plugin-api/palette-destinations.js';
import type { Action, Resource } from '../../plugin-api/permissions.js';
import type { ResolvedContribution, ResolvedRoute } from '../../host/resolved-plugins.js';

/** What decides which screens the user is offered, and where they lead. */
export interface ScreenFacts {
  can(action: Action, resource: Resource): boolean;
  readonly hosted: boolean;
  isFlagOn(flag: string): boolean;
  /** The project the screens open in: the one in view, or self-hosted's only one. */
  readonly ref: string | undefined;
  /** The organization its pages open in: the page's, or its project's. */
  readonly slug: string | undefined;
}

/** A flag condition; a leading `!` negates it, as in the menus. */
const flagHolds = (flag: string, facts: ScreenFacts) =>
  flag.startsWith('!') ? !facts.isFlagOn(flag.slice(1)) : facts.isFlagOn(flag);

/**
 * Whether a menu item's conditions hold, as far as core knows them. Services, extensions and
 * add-ons are the nav plugin's facts (they need the project's data): an item that depends on them
 * is left out rather than offered where its screen may not work.
 */
function shown({ when }: NavItemData, facts: ScreenFacts): boolean {
  if (!when) return true;
  const { permission, hosted, flag, service, extension, addon } = when;
  if (service !== undefined || extension !== undefined || addon !== undefined) return false;
  return (
    (permission === undefined || facts.can(permission.action, permission.resource)) &&
    (hosted === undefined || hosted === facts.hosted) &&
    (flag === undefined || flagHolds(flag, facts))
  );
}

/**
 * `/project/{ref}/x` (a menu href) or `/project/:ref/x` (a route) in the project, `/org/{slug}/x`
 * in the organization; else none.
 */
function fill(path: string, { ref, slug }: ScreenFacts): string | undefined {
  const filled = path
    .replace(/\{ref\}|:ref\b/g, () => (ref ? encodeURIComponent(ref) : '{ref}'))
    .replace(/\{slug\}|:slug\b/g, () => (slug ? encodeURIComponent(slug) : '{slug}'));
  // Another placeholder ({slug}, :id, a wildcard), or no project to fill in: not a place to go.
  return /[{:*]/.test(filled) ? undefined : filled;
}

/**
 * The app's screens by name: every menu item the plugins that are on contribute (the first one
 * for a page two sections link to), then the titled routes no menu item links to. A route the
 * user may not open is left out; so is one that needs more than the project (a table's id).
 */
export function screenDestinations(
  navItems: readonly ResolvedContribution<NavItemData>[],
  routes: readonly ResolvedRoute[],
  pluginTitles: ReadonlyMap<string, string>,
  facts: ScreenFacts,
): PaletteDestination[] {
  const byHref = new Map<string, PaletteDestination>();
  const add = (href: string | undefined, label: string, description: string) => {
    if (href === undefined || byHref.has(href)) return;
    byHref.set(href, { label, kind: 'Screen', description, icon: 'screen', href });
  };
  for (const item of navItems) {
    if (shown(item.data, facts))
      add(fill(item.data.href, facts), item.data.label, item.data.section);
  }
  for (const route of routes) {
    const allowed =
      !route.permission || facts.can(route.permission.action, route.permission.resource);
    if (route.title && allowed) {
      add(fill(route.path, facts), route.title, pluginTitles.get(route.pluginId) ?? route.pluginId);
    }
  }
  return [...byHref.values()];
}

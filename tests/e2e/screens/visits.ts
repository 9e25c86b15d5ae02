import type { DemoTable, Overlay, Screen } from './screen.js';

/**
 * One load of a page and the checks made on it before the next load: a screen's (accessibility),
 * an overlay's (geometry), or both. Loading a screen costs about two seconds on a loaded 2-CPU
 * machine, and two thirds of the overlays open on a screen the accessibility pass loads anyway.
 */
export type Visit =
  | { readonly screen: Screen; readonly overlay?: undefined }
  | { readonly overlay: Overlay; readonly screen?: undefined }
  /** The screen's `open` shows the overlay (`shownBy`): measured first, opened at the smallest size. */
  | { readonly screen: Screen; readonly overlay: Overlay; readonly order: 'overlay first' }
  /** The screen opens nothing: once its checks are done, the overlay is opened on it. */
  | { readonly screen: Screen; readonly overlay: Overlay; readonly order: 'screen first' };

/**
 * Paths are compared at a table of this name and an id no table has: the lists' paths depend on
 * the table only through its name and id, the same for every screen of a run.
 */
const probe = (name: string): DemoTable => ({ name, id: -1 });

/**
 * The visits that check every screen and every overlay, in the screens' order, then the overlays
 * no screen's visit holds. An overlay is checked in a screen's visit when the screen's `open`
 * shows it (its `shownBy`, which must name a signed-in screen on its path), else when a signed-in
 * screen on its path opens nothing and holds no overlay yet (the first such overlay gets it).
 */
export function planVisits(
  screens: readonly Screen[],
  overlays: readonly Overlay[],
  tableName: string,
): Visit[] {
  const table = probe(tableName);
  const held = new Map<string, Overlay>();
  for (const overlay of overlays) {
    if (overlay.shownBy === undefined) continue;
    const screen = screens.find((s) => s.name === overlay.shownBy);
    if (!screen || screen.signedOut || !screen.open || screen.path(table) !== overlay.path(table))
      throw new Error(
        `Overlay '${overlay.name}' is shownBy '${overlay.shownBy}', which is no signed-in screen on its path that opens something`,
      );
    if (held.has(screen.name)) throw new Error(`Screen '${screen.name}' shows two overlays`);
    held.set(screen.name, overlay);
  }
  for (const overlay of overlays) {
    if (overlay.shownBy !== undefined) continue;
    const host = screens.find(
      (s) => !s.signedOut && !s.open && !held.has(s.name) && s.path(table) === overlay.path(table),
    );
    if (host) held.set(host.name, overlay);
  }
  const hosted = new Set(held.values());
  return [
    ...screens.map((screen): Visit => {
      const overlay = held.get(screen.name);
      if (!overlay) return { screen };
      return { screen, overlay, order: screen.open ? 'overlay first' : 'screen first' };
    }),
    ...overlays.filter((overlay) => !hosted.has(overlay)).map((overlay): Visit => ({ overlay })),
  ];
}

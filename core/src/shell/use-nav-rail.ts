import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useServices } from '../host/services-context.js';
import { appState, useAppSnapshot } from '../state/app-state.js';
import { useMediaQuery } from './use-media-query.js';

/** Core's preference key for the navigation's width choice. */
export const NAV_COLLAPSED_KEY = 'navCollapsed';

/** Below 1200 px the page needs the width: the navigation starts as its rail (issue 21, item 17). */
export const NARROW_SCREEN_QUERY = '(max-width: 1199.98px)';

/**
 * Whether the navigation is collapsed to its icon rail, and the switch. The choice lives in the
 * shell state, where the sidebar plugin reads it (`useShellState()`), and in core's preferences,
 * so it survives reloads. It is read in a layout effect, before the first paint, so a collapsed
 * rail never flashes wide. On a narrow screen the navigation starts as its rail whatever that
 * choice; expanding it there lasts until the width changes, and is not stored as the choice.
 */
export function useNavRail() {
  const { preferences } = useServices();
  const preference = useMemo(() => preferences.scoped(undefined, 'core'), [preferences]);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  useLayoutEffect(() => {
    appState.navCollapsed = narrow || preference.get(NAV_COLLAPSED_KEY, false);
  }, [preference, narrow]);
  const { navCollapsed } = useAppSnapshot();
  const toggle = useCallback(() => {
    appState.navCollapsed = !appState.navCollapsed;
    if (!narrow) preference.set(NAV_COLLAPSED_KEY, appState.navCollapsed);
  }, [preference, narrow]);
  return { collapsed: navCollapsed, toggle };
}

import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useServices } from '../host/services-context.js';
import { appState, useAppSnapshot } from '../state/app-state.js';

/** Core's preference key for the navigation's width choice. */
export const NAV_COLLAPSED_KEY = 'navCollapsed';

/**
 * Whether the navigation is collapsed to its icon rail, and the switch. The choice lives in the
 * shell state, where the sidebar plugin reads it (`useShellState()`), and in core's preferences,
 * so it survives reloads. It is read in a layout effect, before the first paint, so a collapsed
 * rail never flashes wide.
 */
export function useNavRail() {
  const { preferences } = useServices();
  const preference = useMemo(() => preferences.scoped(undefined, 'core'), [preferences]);
  useLayoutEffect(() => {
    appState.navCollapsed = preference.get(NAV_COLLAPSED_KEY, false);
  }, [preference]);
  const { navCollapsed } = useAppSnapshot();
  const toggle = useCallback(() => {
    appState.navCollapsed = !appState.navCollapsed;
    preference.set(NAV_COLLAPSED_KEY, appState.navCollapsed);
  }, [preference]);
  return { collapsed: navCollapsed, toggle };
}

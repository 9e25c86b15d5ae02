import { usePluginContext } from '@atrium/core/plugin-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedColumn } from '../model/column-layout.js';
import type { GridQueryText } from './grid-query-text.js';

/** Spec section 3: per project and table, the column list, and the sorts and filters as text. */
export interface SavedGridState extends GridQueryText {
  readonly columns?: readonly SavedColumn[];
}

/** Spec section 9: saved-state writes (and column resizes) are debounced 500 ms. */
export const SAVE_DEBOUNCE_MS = 500;

/**
 * The saved grid state in the plugin's per-project preferences (localStorage, key
 * `grid:{tableId}`): read once, written 500 ms after the last change and when the grid goes away.
 */
export function useSavedGridState(tableId: number) {
  const { preferences } = usePluginContext();
  const key = `grid:${tableId}`;
  const [state, setState] = useState<SavedGridState>(() => preferences.get(key, {}));
  const pending = useRef<SavedGridState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) preferences.set(key, pending.current);
    pending.current = null;
  }, [preferences, key]);

  useEffect(() => flush, [flush]);

  const update = useCallback(
    (change: Partial<SavedGridState>) => {
      setState((previous) => {
        const next = { ...previous, ...change };
        pending.current = next;
        return next;
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DEBOUNCE_MS);
    },
    [flush],
  );
  return [state, update] as const;
}

import { useState } from 'react';
import { usePreference } from './use-preference.js';

/** The table list's width in pixels: wide enough for a name and its badge, never the grid's room. */
export const TABLE_LIST_WIDTH = { min: 200, max: 480, initial: 240, step: 16 } as const;

export const clampTableListWidth = (width: number) =>
  Math.round(
    Math.min(
      TABLE_LIST_WIDTH.max,
      Math.max(TABLE_LIST_WIDTH.min, Number.isFinite(width) ? width : TABLE_LIST_WIDTH.initial),
    ),
  );

/**
 * Whether the table list is collapsed, and its width; both remembered per project (plugin
 * preferences), so a reload or another table keeps them. A drag shows every step and saves once.
 */
export function useTableListLayout() {
  const [isCollapsed, setCollapsed] = usePreference<boolean>('sidebar.collapsed', false);
  const [savedWidth, saveWidth] = usePreference<number>('sidebar.width', TABLE_LIST_WIDTH.initial);
  const [width, setWidth] = useState(() => clampTableListWidth(savedWidth));
  return {
    isCollapsed,
    setCollapsed,
    width,
    /** While dragging. */
    resize: (next: number) => setWidth(clampTableListWidth(next)),
    /** At the end of a drag, or a key press on the handle. */
    commitWidth: (next: number) => {
      const clamped = clampTableListWidth(next);
      setWidth(clamped);
      saveWidth(clamped);
    },
  };
}

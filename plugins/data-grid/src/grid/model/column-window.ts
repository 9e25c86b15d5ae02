import type { LaidOutColumn } from './column-layout.js';
import { SELECT_COLUMN_WIDTH } from './column-width.js';

/** The columns a row renders: the frozen ones, then [first, last] of the rest; spacers stand in. */
export interface ColumnWindow {
  readonly frozen: number;
  readonly first: number;
  readonly last: number;
}

/** Columns rendered beyond each edge of the view, so a short sideways scroll shows no gap. */
export const COLUMN_OVERSCAN = 2;

/**
 * Which columns are in view for a horizontal scroll position: rendering only those keeps a row of
 * a 50-column table as cheap as a row of ten.
 */
export function columnWindow(
  layout: readonly LaidOutColumn[],
  scrollLeft: number,
  viewportWidth: number,
): ColumnWindow {
  // A stale position past the end (the columns just got narrower) shows the last columns.
  const total = layout.reduce((sum, c) => sum + c.width, SELECT_COLUMN_WIDTH);
  scrollLeft = Math.max(0, Math.min(scrollLeft, total - viewportWidth));
  const frozen = layout.findIndex((c) => !c.frozen);
  const firstFree = frozen === -1 ? layout.length : frozen;
  let x = SELECT_COLUMN_WIDTH;
  let first = layout.length;
  let last = firstFree - 1;
  layout.forEach((c, index) => {
    const start = x;
    x += c.width;
    if (index < firstFree) return;
    if (x >= scrollLeft && start <= scrollLeft + viewportWidth) {
      first = Math.min(first, index);
      last = Math.max(last, index);
    }
  });
  if (first > last) return { frozen: firstFree, first: firstFree, last: firstFree - 1 };
  return {
    frozen: firstFree,
    first: Math.max(firstFree, first - COLUMN_OVERSCAN),
    last: Math.min(layout.length - 1, last + COLUMN_OVERSCAN),
  };
}

/** The left edge of a column in the table, for scrolling it into view. */
export function columnOffset(layout: readonly LaidOutColumn[], index: number) {
  return layout.slice(0, index).reduce((sum, c) => sum + c.width, SELECT_COLUMN_WIDTH);
}

export const sameWindow = (a: ColumnWindow, b: ColumnWindow) =>
  a.frozen === b.frozen && a.first === b.first && a.last === b.last;

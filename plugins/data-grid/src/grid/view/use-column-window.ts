import { useEffect, useState, type RefObject } from 'react';
import type { LaidOutColumn } from '../model/column-layout.js';
import {
  columnOffset,
  columnWindow,
  sameWindow,
  type ColumnWindow,
} from '../model/column-window.js';

const everyColumn = (layout: readonly LaidOutColumn[]): ColumnWindow => ({
  frozen: 0,
  first: 0,
  last: layout.length - 1,
});

/**
 * The columns in view, following the scroller's sideways scroll and size. State changes only
 * when the window moves by a column, so vertical scrolling never re-renders through here. With no
 * layout to measure (a zero-width viewport) every column renders.
 */
export function useColumnWindow(
  scroller: RefObject<HTMLElement | null>,
  layout: readonly LaidOutColumn[],
): ColumnWindow {
  const [window, setWindow] = useState(() => everyColumn(layout));
  useEffect(() => {
    const element = scroller.current;
    const update = () => {
      const width = element?.clientWidth ?? 0;
      const next =
        width > 0 ? columnWindow(layout, element!.scrollLeft, width) : everyColumn(layout);
      setWindow((current) => (sameWindow(current, next) ? current : next));
    };
    update();
    if (!element) return;
    element.addEventListener('scroll', update, { passive: true });
    // Not every environment has ResizeObserver (jsdom does not); the window then follows scrolls only.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [scroller, layout]);
  return window;
}

/** Scrolls sideways so a column (not behind the frozen ones) is in view, for keyboard moves. */
export function revealColumn(
  element: HTMLElement | null,
  layout: readonly LaidOutColumn[],
  index: number,
) {
  const column = layout[index];
  if (!element || !column || column.frozen) return;
  const left = columnOffset(layout, index);
  const frozenWidth = layout.filter((c) => c.frozen).reduce((sum, c) => sum + c.width, 0);
  if (left - frozenWidth < element.scrollLeft) element.scrollLeft = left - frozenWidth;
  else if (left + column.width > element.scrollLeft + element.clientWidth) {
    element.scrollLeft = left + column.width - element.clientWidth;
  }
}

import type { RefObject } from 'react';
import { useDrag, useDrop } from 'react-aria-components';

/**
 * The value being dragged, by key, shared by the rows of one panel. The drag itself carries only
 * the value's text: what it is comes from here, so a drop of other text (from elsewhere) is
 * refused, and the drag is a plain text drag any browser (and Playwright's Chromium) carries.
 */
export type DraggedValue = RefObject<number | null>;

/**
 * A value's handle, as react-aria makes it draggable: by pointer, and from the keyboard (Enter
 * takes it, Tab walks the rows it may go to, Enter drops it, Escape puts it back) or a screen
 * reader. `isDisabled` for an existing value, which never moves.
 */
export function useValueDrag(
  { key, value }: { key: number; value: string },
  dragged: DraggedValue,
  isDisabled: boolean,
) {
  return useDrag({
    getItems: () => [{ 'text/plain': value }],
    getAllowedDropOperations: () => ['move'],
    onDragStart: () => (dragged.current = key),
    onDragEnd: () => (dragged.current = null),
    isDisabled,
  });
}

/** A value's row as a place to drop a dragged value on: `onDrop` gets the dragged row's key. */
export function useValueDrop(
  ref: RefObject<HTMLElement | null>,
  dragged: DraggedValue,
  onDrop: (key: number) => void,
) {
  return useDrop({
    ref,
    getDropOperation: (_, allowed) =>
      dragged.current !== null && allowed.includes('move') ? 'move' : 'cancel',
    onDrop: () => {
      if (dragged.current !== null) onDrop(dragged.current);
    },
  });
}

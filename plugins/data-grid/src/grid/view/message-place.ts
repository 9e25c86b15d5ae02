import { ROW_HEIGHT } from './GridView.css.js';

/** Where a cell editor's message goes, beside its cell: under or above it, from its left or right edge. */
export interface MessagePlace {
  readonly above: boolean;
  readonly end: boolean;
}

export const UNDER: MessagePlace = { above: false, end: false };

/** The room an editor's message may take: two lines, and its widest (see `CellEditor.css`). */
const MESSAGE_HEIGHT = 2 * ROW_HEIGHT;
const MESSAGE_WIDTH = 360;

type Box = Pick<DOMRect, 'left' | 'right' | 'bottom'>;

/**
 * Under the cell from its left edge, unless the grid's visible area ends too soon: then above it,
 * or ending at its right edge, so the whole message is in view.
 */
export const messagePlaceFor = (cell: Box, view: Box): MessagePlace => ({
  above: view.bottom - cell.bottom < MESSAGE_HEIGHT,
  end: view.right - cell.left < MESSAGE_WIDTH,
});

export const samePlace = (a: MessagePlace, b: MessagePlace) =>
  a.above === b.above && a.end === b.end;

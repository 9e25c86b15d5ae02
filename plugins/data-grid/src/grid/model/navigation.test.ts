import { describe, expect, it } from 'vitest';
import { moveCell, rangeOf, tabCell } from './navigation.js';

const bounds = { rows: 10, cols: 4 };

describe('grid keyboard movement', () => {
  it('moves with arrows and stops at the edges', () => {
    expect(moveCell({ row: 0, col: 0 }, 'ArrowUp', bounds, false)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 0, col: 0 }, 'ArrowDown', bounds, false)).toEqual({ row: 1, col: 0 });
    expect(moveCell({ row: 3, col: 3 }, 'ArrowRight', bounds, false)).toEqual({ row: 3, col: 3 });
    expect(moveCell({ row: 3, col: 2 }, 'ArrowDown', bounds, true)).toEqual({ row: 9, col: 2 });
    expect(moveCell({ row: 3, col: 2 }, 'End', bounds, true)).toEqual({ row: 9, col: 3 });
    expect(moveCell({ row: 3, col: 2 }, 'PageDown', bounds, false, 5)).toEqual({ row: 8, col: 2 });
    expect(moveCell({ row: 3, col: 2 }, 'a', bounds, false)).toBeUndefined();
  });

  it('tabs along the row and gives focus back to the page at either end', () => {
    expect(tabCell({ row: 2, col: 1 }, false, bounds)).toEqual({ row: 2, col: 2 });
    expect(tabCell({ row: 2, col: 3 }, false, bounds)).toBeUndefined();
    expect(tabCell({ row: 2, col: 0 }, true, bounds)).toBeUndefined();
  });

  it('normalizes a range from anchor and active cell', () => {
    expect(rangeOf({ row: 5, col: 0 }, { row: 2, col: 3 })).toEqual({
      top: 2,
      bottom: 5,
      left: 0,
      right: 3,
    });
  });
});

export interface CellPosition {
  readonly row: number;
  readonly col: number;
}

export interface GridBounds {
  readonly rows: number;
  readonly cols: number;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max - 1, 0));

/**
 * Where an arrow, Home/End or PageUp/PageDown key moves the active cell; undefined for other keys.
 * `ctrl` jumps to the edge, as spreadsheets do.
 */
export function moveCell(
  from: CellPosition,
  key: string,
  bounds: GridBounds,
  ctrl: boolean,
  pageRows = 10,
): CellPosition | undefined {
  const { row, col } = from;
  switch (key) {
    case 'ArrowUp':
      return { row: ctrl ? 0 : clamp(row - 1, bounds.rows), col };
    case 'ArrowDown':
      return { row: ctrl ? bounds.rows - 1 : clamp(row + 1, bounds.rows), col };
    case 'ArrowLeft':
      return { row, col: ctrl ? 0 : clamp(col - 1, bounds.cols) };
    case 'ArrowRight':
      return { row, col: ctrl ? bounds.cols - 1 : clamp(col + 1, bounds.cols) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row, col: 0 };
    case 'End':
      return ctrl ? { row: bounds.rows - 1, col: bounds.cols - 1 } : { row, col: bounds.cols - 1 };
    case 'PageUp':
      return { row: clamp(row - pageRows, bounds.rows), col };
    case 'PageDown':
      return { row: clamp(row + pageRows, bounds.rows), col };
    default:
      return undefined;
  }
}

/** Tab moves along the row; past either end it returns undefined and focus leaves the grid. */
export function tabCell(from: CellPosition, backwards: boolean, bounds: GridBounds) {
  const col = from.col + (backwards ? -1 : 1);
  return col < 0 || col >= bounds.cols ? undefined : { row: from.row, col };
}

export interface CellRange {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

export const rangeOf = (a: CellPosition, b: CellPosition): CellRange => ({
  top: Math.min(a.row, b.row),
  bottom: Math.max(a.row, b.row),
  left: Math.min(a.col, b.col),
  right: Math.max(a.col, b.col),
});

/** The row the keyboard is on: a column of the columns view (0 in the list view) and an index. */
export interface KeyboardFocus {
  readonly column: number;
  readonly index: number;
}

/** What the keys need of each column: its rows, and which of them is the folder opened from it. */
export interface ColumnShape {
  readonly count: number;
  /** The row of the folder whose column is the next one, or -1. */
  readonly openIndex: number;
}

/**
 * Where an arrow key moves the focus: up and down through a column, right into the next column
 * (the folder opened from this one), left back to the folder this column belongs to. Moves that
 * lead nowhere keep the focus where it is.
 */
export function moveFocus(
  focus: KeyboardFocus,
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
  columns: readonly ColumnShape[],
): KeyboardFocus {
  const here = columns[focus.column];
  if (!here) return focus;
  switch (key) {
    case 'ArrowDown':
      return { ...focus, index: Math.min(focus.index + 1, Math.max(here.count - 1, 0)) };
    case 'ArrowUp':
      return { ...focus, index: Math.max(focus.index - 1, 0) };
    case 'ArrowRight': {
      const next = columns[focus.column + 1];
      return next && next.count > 0 ? { column: focus.column + 1, index: 0 } : focus;
    }
    case 'ArrowLeft': {
      const previous = columns[focus.column - 1];
      return previous
        ? { column: focus.column - 1, index: Math.max(previous.openIndex, 0) }
        : focus;
    }
  }
}

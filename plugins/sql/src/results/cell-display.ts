import { cellDisplayText, MAX_CELL_TEXT } from '@atrium/common/cell-text';

/** What one result cell draws: its text (cut to one line's worth) and the whole value's hint. */
export interface CellDisplay {
  /** Null for NULL. */
  readonly text: string | null;
  /** The whole value as a tooltip, only when the cell shows all of it (a megabyte would not fit). */
  readonly title: string | undefined;
}

/**
 * A value as a result cell shows it, computed when the cell is drawn (only rows in view are), so
 * a 1 MB value costs a slice of MAX_CELL_TEXT characters, never a megabyte of DOM text.
 */
export function cellDisplay(value: string | null): CellDisplay {
  if (value === null) return { text: null, title: undefined };
  if (value.length <= MAX_CELL_TEXT) return { text: value, title: value };
  return { text: `${cellDisplayText(value)}…`, title: undefined };
}

/**
 * How the app shows a table value as text: the data grid's cells, and anywhere else rows are shown
 * (the policy tester), so a value reads the same on every screen.
 */

/**
 * At most this many characters of a value are put in a cell: a 10 kB string rendered thirty
 * times would stall layout, and a cell shows one line anyway.
 */
export const MAX_CELL_TEXT = 300;

/** The text a value stands for in a cell, the clipboard and an editor; null stays null. */
export function valueToText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What a cell shows: its text capped at MAX_CELL_TEXT characters; null for a NULL. */
export function cellDisplayText(value: unknown): string | null {
  const text = valueToText(value);
  return text !== null && text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
}

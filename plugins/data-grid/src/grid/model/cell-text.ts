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

/** What a cell shows: its text capped at MAX_CELL_TEXT characters. */
export function cellDisplayText(value: unknown): string | null {
  const text = valueToText(value);
  return text !== null && text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
}

/** For the clipboard: tab-separated lines; NULL pastes back as null. */
export function clipboardText(value: unknown): string {
  const text = valueToText(value);
  return text === null ? 'NULL' : text.replace(/[\t\n]/g, ' ');
}

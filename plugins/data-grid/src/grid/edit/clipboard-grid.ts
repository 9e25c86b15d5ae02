import { clipboardText } from '../model/cell-text.js';
import type { CellRange } from '../model/navigation.js';

/** A range of rows and columns as tab-separated lines, as spreadsheets put on the clipboard. */
export function rangeToText(
  rows: readonly Record<string, unknown>[],
  keys: readonly string[],
  range: CellRange,
): string {
  const lines: string[] = [];
  for (let r = range.top; r <= range.bottom; r++) {
    const row = rows[r];
    if (!row) continue;
    lines.push(
      keys
        .slice(range.left, range.right + 1)
        .map((key) => clipboardText(row[key]))
        .join('\t'),
    );
  }
  return lines.join('\n');
}

/** Clipboard text to a matrix; a lone value fills the whole selected range. */
export function textToMatrix(text: string, range: CellRange): string[][] {
  const lines = text.replace(/\r/g, '').replace(/\n$/, '').split('\n');
  const matrix = lines.map((line) => line.split('\t'));
  if (matrix.length === 1 && matrix[0]!.length === 1) {
    const value = matrix[0]![0]!;
    return Array.from({ length: range.bottom - range.top + 1 }, () =>
      Array.from({ length: range.right - range.left + 1 }, () => value),
    );
  }
  return matrix;
}

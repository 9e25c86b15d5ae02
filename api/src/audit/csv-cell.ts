/**
 * Characters a spreadsheet reads as the start of a formula (OWASP's CSV injection list): a cell
 * starting with one is prefixed with `'`, so `=HYPERLINK(...)` in a table's name is shown, not run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): defused against formulas, quoted when it holds `,`, `"` or a line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, with the line break CSV ends records with. */
export const csvRecord = (cells: readonly (string | number | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

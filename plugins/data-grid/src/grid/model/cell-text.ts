import { valueToText } from '@atrium/common/cell-text';

// Shared with every screen that shows rows (the policy tester), so a value reads the same there.
export { MAX_CELL_TEXT, cellDisplayText, valueToText } from '@atrium/common/cell-text';

/** For the clipboard: tab-separated lines; NULL pastes back as null. */
export function clipboardText(value: unknown): string {
  const text = valueToText(value);
  return text === null ? 'NULL' : text.replace(/[\t\n]/g, ' ');
}

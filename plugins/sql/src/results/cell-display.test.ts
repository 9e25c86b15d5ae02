import { MAX_CELL_TEXT } from '@atrium/common/cell-text';
import { describe, expect, it } from 'vitest';
import { cellDisplay } from './cell-display.js';

describe('cellDisplay', () => {
  it('shows a short value whole, with itself as the tooltip', () => {
    expect(cellDisplay('two')).toEqual({ text: 'two', title: 'two' });
  });

  it('keeps NULL apart from the text "NULL"', () => {
    expect(cellDisplay(null)).toEqual({ text: null, title: undefined });
    expect(cellDisplay('NULL').text).toBe('NULL');
  });

  it('cuts a 1 MB value to one cell’s worth and drops the tooltip', () => {
    const shown = cellDisplay('x'.repeat(1024 * 1024));
    expect(shown.text).toBe(`${'x'.repeat(MAX_CELL_TEXT)}…`);
    expect(shown.title).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { apiColumn } from '../test/fake-api.js';
import { layoutColumns } from './column-layout.js';
import { columnOffset, columnWindow } from './column-window.js';
import { buildGridColumns } from './grid-column.js';

const columns = buildGridColumns(
  Array.from({ length: 20 }, (_, i) => apiColumn(`c${i}`, 'int4', i + 1)),
  undefined,
);

describe('columnWindow', () => {
  it('renders the columns in view and two more on each side', () => {
    const layout = layoutColumns(columns); // 20 columns of 120 px after the 65 px select column
    expect(columnWindow(layout, 0, 500)).toEqual({ frozen: 0, first: 0, last: 5 });
    expect(columnWindow(layout, 1200, 500)).toEqual({ frozen: 0, first: 7, last: 15 });
    expect(columnWindow(layout, 5000, 500)).toEqual({ frozen: 0, first: 13, last: 19 });
  });

  it('always renders the frozen columns', () => {
    const layout = layoutColumns(columns, [{ key: 'c5', frozen: true }]);
    expect(columnWindow(layout, 1200, 500)).toEqual({ frozen: 1, first: 7, last: 15 });
    expect(columnOffset(layout, 2)).toBe(65 + 240);
  });
});

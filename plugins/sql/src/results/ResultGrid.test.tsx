import { render, screen, within } from '@testing-library/react';
import { TableLayoutForTests } from '@atrium/design-system/lazy/Table/TableLayoutForTests';
import { describe, expect, it } from 'vitest';
import { ResultGrid } from './ResultGrid.js';

const columns = [
  { name: 'n', type_id: 23 },
  { name: 'note', type_id: 25 },
];

function renderGrid(rows: (string | null)[][]) {
  render(
    <TableLayoutForTests viewportHeight={330} rowHeight={33}>
      <ResultGrid
        aria-label="Result 1"
        columns={columns}
        rows={rows}
        typeNames={{ '23': 'integer' }}
      />
    </TableLayoutForTests>,
  );
  return screen.getByRole('table', { name: 'Result 1' });
}

describe('ResultGrid', () => {
  it('draws only the rows in view of 100,000, and says how many there are', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => [String(i + 1), `row ${i + 1}`]);
    const table = renderGrid(rows);
    expect(table.getAttribute('aria-rowcount')).toBe('100001');
    const drawn = within(table).getAllByRole('row').slice(1); // the header row first
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(30);
    expect(drawn[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(
      within(drawn[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'row 1']);
    expect(within(table).getByRole('columnheader', { name: 'n integer' })).toBeTruthy();
  });

  it('draws NULL apart from text, and the start of a 1 MB value without its tooltip', () => {
    const table = renderGrid([
      ['1', null],
      ['2', 'y'.repeat(1024 * 1024)],
    ]);
    const [, nullRow, bigRow] = within(table).getAllByRole('row');
    expect(within(nullRow!).getByText('NULL')).toBeTruthy();
    const big = within(bigRow!).getAllByRole('cell')[1]!;
    expect(big.textContent).toBe(`${'y'.repeat(300)}…`);
    expect(big.getAttribute('title')).toBeNull();
  });

  it('says so when the result has no rows', () => {
    const table = renderGrid([]);
    expect(within(table).getByText('No rows')).toBeTruthy();
  });
});

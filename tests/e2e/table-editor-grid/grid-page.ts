import type { Locator, Page } from 'playwright-core';

/** Finders for the grid as a user sees it: headers by column name, cells by row and column. */
export function gridOf(page: Page, table: string) {
  const grid = page.getByRole('grid', { name: table });
  const header = (column: string) => grid.locator(`th[data-column="${column}"]`);
  const columnIndex = async (column: string) => {
    const index = Number(await header(column).getAttribute('aria-colindex')) - 2;
    if (!(index >= 0)) throw new Error(`No column ${column} in the ${table} grid`);
    return index;
  };
  return {
    grid,
    header,
    /** A body cell by its row on the page (0-based) and its column name. */
    cell: async (row: number, column: string): Promise<Locator> =>
      grid.locator(`[data-cell="${row}:${await columnIndex(column)}"]`),
    /** The texts of one column for the rows in the DOM, top to bottom. */
    columnTexts: async (column: string) =>
      grid.locator(`td[aria-colindex="${(await columnIndex(column)) + 2}"]`).allTextContents(),
    /** The header order, as column names. */
    columnOrder: async () =>
      (await grid
        .locator('th[data-column]')
        .evaluateAll((ths) => ths.map((th) => th.getAttribute('data-column')))) as string[],
  };
}

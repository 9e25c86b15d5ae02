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

/** What the table editor keeps of a column between visits (spec section 3). */
export interface SavedColumn {
  readonly key: string;
  readonly width?: number;
  readonly frozen?: boolean;
}

/**
 * The columns the table editor saved for a table of the default project, as the page's
 * localStorage holds them now (`atrium:{ref}:data-grid:grid:{tableId}`, written 500 ms after
 * the last change): what a test waits on before a reload that must restore them.
 */
export async function savedColumns(page: Page, tableId: number): Promise<readonly SavedColumn[]> {
  const raw = await page.evaluate(
    (key) => localStorage.getItem(key),
    `atrium:default:data-grid:grid:${tableId}`,
  );
  return raw ? ((JSON.parse(raw) as { columns?: SavedColumn[] }).columns ?? []) : [];
}

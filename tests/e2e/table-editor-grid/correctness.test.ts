import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../../harness/browser.js';
import { gridOf, savedColumns } from './grid-page.js';
import { requestsInFlight } from '../../harness/requests-in-flight.js';
import { dropTables, sharedApp, type SharedApp } from './shared-app.js';

/** The sizes every screen is checked at (issue 12). */
const SIZES: readonly { width: number; height: number }[] = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

/**
 * What the table editor says when things are not as they should be (issue 12, items 4, 5, 8 and
 * the footer), in Chromium against a real database: failed saves, links with filters it cannot
 * read, renamed columns, addresses that name no table, deleted tables, tables without a primary
 * key, bad cell values far to the right, and a narrow footer.
 */
describe('the table editor grid, when things go wrong', () => {
  let atrium: SharedApp;
  let browser: TestBrowser;
  const ids: Record<string, number> = {};
  const TABLES = ['stock', 'journal', 'readings', 'scratch'];

  beforeAll(async () => {
    atrium = sharedApp();
    browser = await launchBrowser();
    await atrium.sql(`
      ${dropTables(TABLES)}
      CREATE TABLE public.stock (
        id int PRIMARY KEY, item text NOT NULL, qty int CHECK (qty >= 0),
        a text, b text, c text, d text, e text, f text, g text, h text, weight int
      );
      INSERT INTO public.stock (id, item, qty, weight)
        SELECT i, 'item ' || i, i, i FROM generate_series(1, 20) i;
      CREATE TABLE public.journal (line text, body text);
      INSERT INTO public.journal SELECT 'line ' || i, repeat('x', 12000) FROM generate_series(1, 3) i;
      CREATE TABLE public.readings (id int PRIMARY KEY, value int);
      INSERT INTO public.readings SELECT i, i FROM generate_series(1, 60000) i;
      ANALYZE public.readings;
      CREATE TABLE public.scratch (id int PRIMARY KEY, note text);
      INSERT INTO public.scratch VALUES (1, 'soon gone');
    `);
    for (const name of TABLES) {
      const [row] = await atrium.sql<{ id: number }>(
        `SELECT 'public.${name}'::regclass::oid::int AS id`,
      );
      ids[name] = row!.id;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await atrium?.release(TABLES);
  });

  const tableList = (page: Page) =>
    page.getByRole('navigation', { name: 'Table editor' }).getByRole('grid', { name: 'Tables' });
  /** Resolves after the page has painted once more: what an answered request changed is shown. */
  const nextFrame = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  const editorUrl = (path: string) => `${atrium.baseUrl}/project/default/editor/${path}`;
  /** Opens a table's grid (waiting for its rows) at a window size. */
  const open = async (table: string, query = '', size = SIZES[0]!): Promise<Page> => {
    const page = await browser.context.newPage();
    await page.setViewportSize(size);
    await page.goto(editorUrl(`${ids[table]}${query}`));
    await page.getByRole('grid', { name: table }).locator('[data-cell="0:0"]').waitFor();
    return page;
  };
  /** Opens a cell's editor, types `text` in place of its value and presses Enter. */
  const typeInto = async (
    page: Page,
    cell: Awaited<ReturnType<ReturnType<typeof gridOf>['cell']>>,
    text: string,
  ) => {
    await cell.dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  };

  it("says a refused save failed, and never shows 'Saved' for it", async () => {
    const page = await open('stock');
    const stock = gridOf(page, 'stock');
    // Every text the save indicator shows, from now on.
    const footer = page.getByRole('group', { name: 'View' }).locator('..');
    await footer.getByRole('status').evaluate((status) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await typeInto(page, await stock.cell(0, 'qty'), '-5');
    await expect.poll(() => footer.getByRole('status').textContent()).toBe('Failed to save');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen).not.toContain('Saved');
    // The database kept its value, and so does the grid.
    expect((await atrium.sql('SELECT qty FROM public.stock WHERE id = 1'))[0]).toEqual({ qty: 1 });
    expect(await (await stock.cell(0, 'qty')).textContent()).toBe('1');
    await page.close();
  });

  it('says which filter of the link it ignored, and applies the others', async () => {
    const page = await open('stock', '?filter=item:bogus:1&filter=qty:lte:3');
    await page
      .getByText('Ignored the filter “item:bogus:1”: “bogus” is not a filter operator')
      .waitFor();
    await page.getByText('3 records').waitFor();
    await page.close();
  });

  it('keeps a renamed column’s width and frozen state', async () => {
    const page = await open('stock');
    const stock = gridOf(page, 'stock');
    await stock.header('item').getByRole('button', { name: 'item column menu' }).click();
    await page.getByRole('menuitem', { name: 'Freeze column' }).click();
    await expect.poll(async () => (await stock.columnOrder())[0]).toBe('item');
    const handle = stock.header('item').getByRole('separator', { name: 'Resize column item' });
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const width = (await stock.header('item').boundingBox())!.width;
    // The rename must find the saved state written (500 ms after the last change).
    await expect
      .poll(() => savedColumns(page, ids.stock!))
      .toContainEqual(
        expect.objectContaining({ key: 'item', frozen: true, width: expect.closeTo(width, 0) }),
      );

    await stock.header('item').getByRole('button', { name: 'item column menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit column' }).click();
    const panel = page.getByRole('dialog', { name: 'Update column item' });
    const name = panel.getByRole('textbox', { name: 'Name' });
    await name.fill('product');
    await page.getByRole('button', { name: 'Save' }).click();
    await stock.header('product').waitFor();
    expect((await stock.columnOrder())[0]).toBe('product');
    expect((await stock.header('product').boundingBox())!.width).toBeCloseTo(width, 0);
    // And after a reload, from the saved state, once it is written under the new name.
    await expect
      .poll(() => savedColumns(page, ids.stock!))
      .toContainEqual(
        expect.objectContaining({ key: 'product', frozen: true, width: expect.closeTo(width, 0) }),
      );
    await page.reload();
    await stock.header('product').waitFor();
    expect((await stock.columnOrder())[0]).toBe('product');
    expect((await stock.header('product').boundingBox())!.width).toBeCloseTo(width, 0);
    await page.close();
  });

  it('says an address with a table id that is not a number names no table, and stops', async () => {
    const page = await browser.context.newPage();
    const inFlight = requestsInFlight(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/platform/')) asked.push(url.pathname + url.search);
    });
    await page.goto(editorUrl('abc'));
    await page.getByRole('heading', { name: 'Table not found' }).waitFor();
    await page
      .getByText('“abc” is not a table id: table ids are numbers.', { exact: false })
      .waitFor();
    // Whatever the screen asked for went out with its first render (the table list did): once
    // the list shows and every request is answered, a request for "abc" would have been seen.
    await tableList(page).getByText('stock', { exact: true }).waitFor();
    await expect.poll(inFlight).toBe(0);
    await nextFrame(page);
    expect(await page.getByText('Counting records…').count()).toBe(0);
    expect(await page.getByText('Invalid request').count()).toBe(0);
    expect(asked.filter((path) => path.includes('abc') || path.endsWith('/rows'))).toEqual([]);
    await page.close();
  });

  it('leaves the grid of a deleted table without asking for it again', async () => {
    const page = await open('scratch');
    const inFlight = requestsInFlight(page);
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const list = tableList(page);
    await list.getByRole('button', { name: 'Actions for scratch' }).click();
    await page.getByRole('menuitem', { name: 'Delete Table' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete table scratch' });
    await confirm.getByRole('textbox').fill('scratch');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/project/default/editor?schema=public');
    await page.getByRole('heading', { name: 'Select a table or create a new one' }).waitFor();
    // The deletion's refetches went out together: once the list has dropped the table and every
    // request is answered, a refetch of the deleted table would have had its 404.
    await list.getByText('scratch', { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(inFlight).toBe(0);
    await nextFrame(page);
    expect(missing).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('says why a table without a primary key cannot be edited, and offers no full value', async () => {
    const page = await open('journal');
    await page.getByText('This table has no primary key, so its rows cannot be edited').waitFor();
    const journal = gridOf(page, 'journal');
    const body = await journal.cell(0, 'body');
    expect(await body.getByRole('button', { name: 'Load full value' }).count()).toBe(0);
    expect(await body.locator('[title]').getAttribute('title')).toBe(
      'Unable to load value as table has no primary keys',
    );
    await body.dblclick();
    expect(await page.getByRole('textbox', { name: 'Edit body' }).count()).toBe(0);
    await page.close();
  });

  it('shows a bad value’s message beside its cell when the grid is scrolled sideways', async () => {
    // One page, resized to each size in turn: the grid lays itself out again with the window.
    const page = await open('stock');
    const stock = gridOf(page, 'stock');
    const scroller = page.locator('[data-virtuoso-scroller]');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await scroller.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      for (const row of [2, 19]) {
        // Near the top the message goes under the cell; at the bottom edge, above it.
        const cell = await stock.cell(row, 'weight');
        await cell.scrollIntoViewIfNeeded();
        await typeInto(page, cell, 'heavy');
        // The editor's message sits in a panel hung under (or over) the cell, outside the grid's clipping.
        const message = page.getByRole('alert').filter({ hasText: 'Please enter a valid number' });
        await message.waitFor();
        expect(await message.textContent()).toBe('Please enter a valid number');
        // Measure the panel holding the message: it is what hangs from the cell's edge.
        const panel = page.locator('[data-placement]').filter({ has: message });
        const at = (await panel.boundingBox())!;
        const of = (await cell.boundingBox())!;
        const view = (await scroller.boundingBox())!;
        // Beside the cell: from its left edge or to its right edge, touching its top or bottom.
        const aligned =
          Math.abs(at.x - of.x) < 16 || Math.abs(at.x + at.width - (of.x + of.width)) < 16;
        expect(aligned, `message at ${JSON.stringify(at)}, cell at ${JSON.stringify(of)}`).toBe(
          true,
        );
        const touches =
          Math.abs(at.y - (of.y + of.height)) < 4 || Math.abs(at.y + at.height - of.y) < 4;
        expect(touches, `message at ${JSON.stringify(at)}, cell at ${JSON.stringify(of)}`).toBe(
          true,
        );
        // And in view, inside the grid.
        expect(at.x).toBeGreaterThanOrEqual(view.x);
        expect(at.y).toBeGreaterThanOrEqual(view.y);
        expect(at.x + at.width).toBeLessThanOrEqual(view.x + view.width + 1);
        expect(at.y + at.height).toBeLessThanOrEqual(view.y + view.height + 1);
        await page.keyboard.press('Escape');
      }
    }
    await page.close();
  });

  it('keeps the footer on one line at every size, with nothing spilling', async () => {
    // One page, the window resized and the system's scheme switched under it: the footer lays
    // itself out again as the window changes and the theme follows the scheme, so loading the
    // page again per size and scheme would only repeat the wait.
    const page = await browser.context.newPage();
    await page.setViewportSize(SIZES[0]!);
    // The longest footer: an estimated count (60,000 rows) with its exact-count button.
    await page.goto(editorUrl(String(ids.readings)));
    await page.getByTitle(/^~60,000 records: an estimate/).waitFor();
    const bar = page.getByRole('group', { name: 'View' }).locator('..');
    /** What is wrong with the footer as shown: taller than one line, a part outside, a scroll. */
    const problems = () =>
      bar.evaluate((row) => {
        const box = row.getBoundingClientRect();
        const found: string[] = [];
        if (box.height > 45) found.push(`${box.height}px tall`);
        for (const child of row.children) {
          const part = child.getBoundingClientRect();
          if (part.width === 0) continue;
          if (part.top < box.top - 1 || part.bottom > box.bottom + 1 || part.right > box.right + 1)
            found.push(`${child.textContent?.trim().slice(0, 30)} outside the footer`);
        }
        // The page as a whole never scrolls.
        if (document.documentElement.scrollHeight > window.innerHeight) found.push('page scrolls');
        return found;
      });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.waitForFunction(
          (scheme) => document.documentElement.dataset.colorMode === scheme,
          colorScheme,
        );
        await expect
          .poll(problems, { message: `footer at ${size.width}×${size.height}, ${colorScheme}` })
          .toEqual([]);
      }
    }
    await page.close();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsSettled } from '../../harness/animations.js';
import { launchBrowser, type TestBrowser } from '../../harness/browser.js';
import { sql } from '../screens/fixture.js';

/** A name no earlier run left behind (the e2e instance keeps its data for the whole run). */
const table = `e2e_keys_${Date.now().toString(36)}`;
const COLUMNS = Array.from({ length: 24 }, (_, i) => `column_${i + 1}`);

/** Where focus is: a grid cell's `row:col`, or the focused element's role and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const cell = element.getAttribute('data-cell');
    if (cell) return `cell ${cell}`;
    return `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 30) ?? ''}`;
  });

/**
 * The grid from the keyboard, in Chromium at 1024×768 on a table wider than the screen: one tab
 * stop that comes back to the last cell, focus in the grid after opening a table, a visible focus.
 */
describe('the grid from the keyboard', () => {
  let browser: TestBrowser;
  let page: Page;
  let tableId: number;

  beforeAll(async () => {
    await sql(`
      create table public.${table} (id int primary key, ${COLUMNS.map((c) => `${c} text`).join(', ')});
      insert into public.${table}
        select i, ${COLUMNS.map((c) => `'${c} of ' || i`).join(', ')} from generate_series(1, 5) i;`);
    const [row] = await sql<{ id: number }>(`select 'public.${table}'::regclass::oid::int as id`);
    tableId = row!.id;
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1024, height: 768 });
    page.setDefaultTimeout(10_000);
  });
  afterAll(async () => {
    await browser?.close();
    await sql(`drop table if exists public.${table}`);
  });

  const openEditor = async () => {
    await page.goto(`${inject('baseUrl')}/project/default/editor/${tableId}?schema=public`);
    await page.getByRole('grid', { name: table }).waitFor();
  };

  /** Presses Tab from the Sort button until focus reaches a cell; the stops on the way. */
  const tabFromSortToCell = async () => {
    await page.getByRole('button', { name: 'Sort', exact: true }).focus();
    const stops: string[] = [];
    for (let i = 0; i < 40 && !stops.at(-1)?.startsWith('cell'); i++) {
      await page.keyboard.press('Tab');
      // The table takes the stop and hands it to a cell in the next frame.
      await expect.poll(() => focused(page)).not.toMatch(/^table /);
      stops.push(await focused(page));
    }
    return stops;
  };

  it('gives the grid one tab stop, which comes back to the last cell', async () => {
    await openEditor();
    const stops = await tabFromSortToCell();
    // Nothing of the grid before its cell: not the header's controls, not the scroller.
    expect(stops, stops.join(' → ')).toEqual([
      'button Insert',
      'button Role: postgres',
      'cell 0:0',
    ]);
    // The last cell used is the stop when Tab comes back.
    await page.locator(`[data-cell="2:3"]`).click();
    expect(await tabFromSortToCell()).toEqual([
      'button Insert',
      'button Role: postgres',
      'cell 2:3',
    ]);
  });

  it('shows where the focus is when Tab enters the grid', async () => {
    await openEditor();
    await page.getByRole('button', { name: 'Role: postgres' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toMatch(/^cell /);
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
    });
    expect(ring).toBe(true);
  });

  it('moves focus into the grid after opening a table from the sidebar', async () => {
    await page.goto(`${inject('baseUrl')}/project/default/editor?schema=public`);
    await page
      .getByRole('navigation', { name: 'Table editor' })
      .getByRole('row', { name: table })
      .click();
    await page.getByRole('grid', { name: table }).waitFor();
    await expect.poll(() => focused(page)).toBe('cell 0:0');
  });

  it('moves focus into the grid after opening a table from the palette', async () => {
    await page.goto(`${inject('baseUrl')}/project/default/editor?schema=public`);
    await page.getByRole('button', { name: /^Search/ }).waitFor();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await page.keyboard.type(table);
    await palette.getByRole('menuitem', { name: table, exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('grid', { name: table }).waitFor();
    await expect.poll(() => focused(page)).toBe('cell 0:0');
  });

  it('opens the row menu small, at the pointer, or at the cell for the keyboard', async () => {
    await openEditor();
    const menu = page.getByRole('menu', { name: 'Row actions' });
    // The first column: the menu fits beside it, so the placement asserted is not the popover's
    // shift away from the window's edge (column 3 sits at the right edge at 1024 px).
    const cell = page.locator('[data-cell="2:1"]');
    await cell.click({ button: 'right', position: { x: 30, y: 10 } });
    await menu.waitFor();
    // Measured at rest: the menu's entering animation moves it, and more so on a busy machine.
    await animationsSettled(page);
    const at = (await cell.boundingBox())!;
    const pointer = { x: at.x + 30, y: at.y + 10 };
    const byPointer = (await menu.boundingBox())!;
    expect(byPointer.width).toBeLessThan(320);
    expect(Math.abs(byPointer.x - pointer.x)).toBeLessThan(24);
    expect(Math.abs(byPointer.y - pointer.y)).toBeLessThan(24);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('cell 3:1');
    await page.keyboard.press('Shift+F10');
    await menu.waitFor();
    await animationsSettled(page);
    const below = (await page.locator('[data-cell="3:1"]').boundingBox())!;
    const byKeyboard = (await menu.boundingBox())!;
    expect(byKeyboard.width).toBeLessThan(320);
    expect(Math.abs(byKeyboard.x - below.x)).toBeLessThan(24);
    expect(Math.abs(byKeyboard.y - (below.y + below.height))).toBeLessThan(24);
    await page.keyboard.press('Escape');
  });
});

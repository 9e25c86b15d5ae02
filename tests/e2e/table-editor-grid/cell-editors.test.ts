import { query as queryAsOwner } from '../../harness/api.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../../harness/browser.js';
import { gridOf } from './grid-page.js';

/** A name no earlier run left behind (the e2e instance keeps its data for the whole run). */
const table = `e2e_editors_${Date.now().toString(36)}`;

/**
 * The cell editors, the table list's icons and collapse, and the column type picker, in Chromium
 * against the app as `npm start` serves it. Every stored value is read back through the API.
 */
describe('cell editors, the table list and the type picker', () => {
  let browser: TestBrowser;
  let page: Page;
  let tableId: number;
  const errors: string[] = [];

  const query = async <T = Record<string, unknown>>(sql: string): Promise<T[]> => {
    const response = await queryAsOwner<T>(sql);
    if (response.status !== 200)
      throw new Error(`${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  };
  /** The one row's column, as the API reads it back. */
  const stored = async (column: string) =>
    (await query<Record<string, unknown>>(`select ${column} as v from public.${table}`))[0]!.v;

  beforeAll(async () => {
    await query(`
      create type public.${table}_mood as enum ('sad', 'ok', 'happy');
      create table public.${table} (
        id int primary key,
        mood public.${table}_mood not null,
        done boolean,
        doc jsonb,
        seen_at timestamptz
      );
      insert into public.${table} values (1, 'ok', false, '{"a": 1}', '2024-01-02 03:04:05+00');
      create view public.${table}_view as select id from public.${table};
    `);
    const [row] = await query<{ id: number }>(`select 'public.${table}'::regclass::oid::int as id`);
    tableId = row!.id;
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${inject('baseUrl')}/project/default/editor/${tableId}?schema=public`);
    await page.getByRole('grid', { name: table }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await query(
      `drop table if exists public.${table} cascade; drop type if exists public.${table}_mood;`,
    );
  });

  /** Opens the editor of row 0's cell in `column` with the keyboard. */
  const edit = async (column: string) => {
    const cell = await gridOf(page, table).cell(0, column);
    await cell.click();
    await page.keyboard.press('Enter');
    return cell;
  };

  it('picks an enum value from the list with the arrows and Enter', async () => {
    const cell = await edit('mood');
    const list = page.getByRole('listbox');
    // NOT NULL: no NULL choice.
    await expect
      .poll(() => list.getByRole('option').allTextContents())
      .toEqual(['sad', 'ok', 'happy']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => stored('mood')).toBe('happy');
    await expect.poll(() => cell.textContent()).toBe('happy');
    // Escape leaves it as it was.
    await edit('mood');
    await list.waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await stored('mood')).toBe('happy');
  });

  it('sets a boolean to TRUE, then NULL, then FALSE by typing f, from its picker', async () => {
    await edit('done');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual(['TRUE', 'FALSE', 'NULL']);
    await page.getByRole('option', { name: 'TRUE', exact: true }).click();
    await expect.poll(() => stored('done')).toBe(true);
    await edit('done');
    await page.getByRole('option', { name: 'NULL', exact: true }).click();
    await expect.poll(() => stored('done')).toBe(null);
    // Typing opens the picker on the first choice the letter starts.
    await (await gridOf(page, table).cell(0, 'done')).click();
    await page.keyboard.type('f');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => stored('done')).toBe(false);
  });

  it('edits JSON in a roomy area, refusing invalid JSON', async () => {
    const cell = await edit('doc');
    const area = page.getByRole('textbox', { name: 'Edit doc' });
    // jsonb as Postgres prints it: the editor shows the stored text, not a re-laid-out copy.
    await expect.poll(() => area.inputValue()).toBe('{"a": 1}');
    // Room to read and type: far taller and wider than the cell.
    const [areaBox, cellBox] = [await area.boundingBox(), await cell.boundingBox()];
    expect(areaBox!.height).toBeGreaterThan(cellBox!.height * 4);
    expect(areaBox!.width).toBeGreaterThanOrEqual(400);
    await area.fill('{oops');
    await page.keyboard.press('Enter');
    await page.getByText('Please enter a valid JSON').waitFor();
    expect(await stored('doc')).toEqual({ a: 1 });
    await area.fill('{"b": [1, 2]');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('}');
    await page.keyboard.press('Enter');
    await expect.poll(() => stored('doc')).toEqual({ b: [1, 2] });
  });

  it("types a timestamptz in the placeholder's form, or sets it to now", async () => {
    await edit('seen_at');
    const input = page.getByRole('textbox', { name: 'Edit seen_at' });
    expect(await input.getAttribute('placeholder')).toBe('yyyy-mm-dd hh:mm:ss+zz');
    await input.fill('2025-06-07 08:09:10+02');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => stored(`seen_at = '2025-06-07 06:09:10+00'::timestamptz`))
      .toBe(true);

    await edit('seen_at');
    await page.getByRole('button', { name: 'Set to now' }).click();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => stored(`abs(extract(epoch from seen_at - now())) < 300`))
      .toBe(true);
  });

  it('shows each entity with its type icon and name', async () => {
    const list = page.getByRole('navigation', { name: 'Table editor' }).getByRole('grid', {
      name: 'Tables',
    });
    const row = (name: string) => list.getByRole('row', { name, exact: true });
    // The type icon, beside any lint icons (a table without row level security has one).
    const icon = (name: string, type: string) =>
      row(name).getByRole('img', { name: type, exact: true });
    expect(await icon(table, 'Table').count()).toBe(1);
    expect(await icon(`${table}_view`, 'View').count()).toBe(1);
    expect(await row(table).textContent()).not.toMatch(/^r/);
  });

  it('collapses the table list, giving the grid the room, and keeps it collapsed after a reload', async () => {
    const nav = page.getByRole('navigation', { name: 'Table editor' });
    const grid = page.getByRole('grid', { name: table });
    // The grid's scrolling viewport fills the room beside the table list.
    const gridArea = page.locator('[data-virtuoso-scroller]');
    const before = (await gridArea.boundingBox())!.width;
    await nav.getByRole('button', { name: 'Collapse table list' }).click();
    await nav.getByRole('grid', { name: 'Tables' }).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await gridArea.boundingBox())!.width)
      .toBeGreaterThan(before + 150);
    await page.reload();
    await grid.waitFor();
    await nav.getByRole('button', { name: 'Expand table list' }).waitFor();
    expect(await nav.getByRole('grid', { name: 'Tables' }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Expand table list' }).click();
    await nav.getByRole('grid', { name: 'Tables' }).waitFor();
  });

  it('describes each type in the column type picker and recommends jsonb over json', async () => {
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    await page.getByRole('menuitem', { name: /Insert column/ }).click();
    const add = page.getByRole('dialog', { name: 'Add new column' });
    await add.getByRole('button', { name: /Type/ }).click();
    // An option is named by all it shows, so its name holds what it says (axe's
    // label-content-name-mismatch).
    const jsonb = page.getByRole('option', { name: 'jsonb Binary JSON data, decomposed' });
    await jsonb.waitFor();
    await page.getByRole('option', { name: 'json Textual JSON data', exact: true }).click();
    const note = add.getByRole('note', { name: 'Type recommendation' });
    await expect.poll(() => note.textContent()).toContain('It is recommended to use jsonb instead');
    await note.getByRole('button', { name: 'Use jsonb' }).click();
    await note.waitFor({ state: 'detached' });
    expect(await add.getByRole('button', { name: /Type/ }).textContent()).toContain('jsonb');
    await add.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query as queryAsOwner } from '../../harness/api.js';
import { launchBrowser, type TestBrowser } from '../../harness/browser.js';
import {
  columnTexts,
  edgeColumns,
  edgeEnum,
  edgeRows,
} from '../../integration/table-rows/edge-values.js';
import { gridOf } from './grid-page.js';

/** A name no earlier run left behind (the e2e instance keeps its data for the whole run). */
const table = `e2e_round_trip_${Date.now().toString(36)}`;
const mood = `${table}_mood`;

type Texts = Record<string, unknown>;

/**
 * Issue 21 in Chromium: every editor of every type the grid edits, opened on the edge values and
 * saved without a change, leaves the rows byte-identical in Postgres; changing one field in Edit
 * row changes only it; Insert row stores what was typed, digit for digit. One table, one pass.
 */
describe('the grid never changes what it was not asked to change', () => {
  let browser: TestBrowser;
  let page: Page;
  let columns: string[];
  const errors: string[] = [];
  const writes: Promise<unknown>[] = [];

  const query = async <T = Record<string, unknown>>(sql: string): Promise<T[]> => {
    const response = await queryAsOwner<T>(sql);
    if (response.status !== 200)
      throw new Error(`${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  };
  /** Each column's text and NULL-ness as Postgres prints them, by row id. */
  const texts = async () =>
    new Map(
      (await query<Texts>(columnTexts(`public.${table}`, columns))).map(({ row_id, ...r }) => [
        Number(row_id),
        r,
      ]),
    );
  const grid = () => gridOf(page, table);
  const activeCell = () => grid().grid.locator('td[data-active]').getAttribute('data-cell');

  /**
   * Moves the active cell with the arrow keys until it is (row, col), then waits until a cell of
   * the grid has the focus: keys go to the focused element, the grid acts on its active cell, and a
   * cell scrolled in from the side is focused only once rendered.
   */
  const goTo = async (row: number, col: number) => {
    for (let step = 0; step < 80; step++) {
      const [r, c] = ((await activeCell()) ?? '0:0').split(':').map(Number) as [number, number];
      if (r === row && c === col) {
        await grid().grid.locator('td[data-cell]:focus').waitFor();
        return;
      }
      await page.keyboard.press(
        r < row ? 'ArrowDown' : r > row ? 'ArrowUp' : c < col ? 'ArrowRight' : 'ArrowLeft',
      );
    }
    throw new Error(`Could not reach cell ${row}:${col}`);
  };

  beforeAll(async () => {
    await query(`${edgeEnum(mood)}; CREATE TABLE public.${table} (${edgeColumns(mood)});
      ${edgeRows.replaceAll('{t}', `public.${table}`)}`);
    const [row] = await query<{ id: number }>(`SELECT 'public.${table}'::regclass::oid::int AS id`);
    columns = (
      await query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute WHERE attrelid = ${row!.id} AND attnum > 0
          ORDER BY attnum`,
      )
    ).map((c) => c.name);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(request.response());
    });
    await page.goto(`${inject('baseUrl')}/project/default/editor/${row!.id}?schema=public`);
    await grid().grid.locator('[data-cell="2:0"]').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await query(`DROP TABLE IF EXISTS public.${table}; DROP TYPE IF EXISTS public.${mood}`);
  });

  it('opens every inline editor on the stored text and saves it without a change', async () => {
    const before = await texts();
    await (await grid().cell(0, 'id')).click();
    for (const [col, name] of columns.entries()) {
      if (name === 'id') continue;
      for (const row of [0, 1, 2]) {
        await goTo(row, col);
        await page.keyboard.press('Enter');
        const stored = before.get(row + 1)!;
        const expected = stored[`${name}?`] ? '' : (stored[name] as string);
        const editor = page.getByRole('textbox', { name: `Edit ${name}` });
        const list = page.getByRole('listbox');
        const panel = page.getByRole('dialog', { name: `Editing ${name}` });
        await editor.or(list).or(panel).first().waitFor();
        if (await panel.isVisible()) {
          // A cut cell opens whole in the side panel.
          expect(await panel.getByRole('textbox').inputValue()).toBe(expected);
          await panel.getByRole('button', { name: 'Save value' }).click();
          await panel.waitFor({ state: 'detached' });
          await (await grid().cell(row, name)).click();
        } else if (await list.isVisible()) {
          await page.keyboard.press('Enter');
          await list.waitFor({ state: 'detached' });
        } else {
          // Arrays are edited as JSON, not as their Postgres text.
          if (!name.endsWith('s'))
            expect(await editor.inputValue(), `${name} row ${row}`).toBe(expected);
          await page.keyboard.press('Enter');
          await editor.waitFor({ state: 'detached' });
        }
      }
    }
    // Whatever an editor did write has been answered before Postgres is read.
    await Promise.all(writes);
    expect(await texts()).toEqual(before);
    expect(errors).toEqual([]);
  });

  it('edits one key of a JSON value and keeps the others digit for digit', async () => {
    await goTo(0, columns.indexOf('jsb'));
    await page.keyboard.press('Enter');
    const area = page.getByRole('textbox', { name: 'Edit jsb' });
    await area.fill('{"big": 12345678901234567890123, "k": 1}');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await texts()).get(1)!.jsb)
      .toBe('{"k": 1, "big": 12345678901234567890123}');
    await goTo(0, columns.indexOf('js'));
    await page.keyboard.press('Enter');
    const json = page.getByRole('textbox', { name: 'Edit js' });
    await json.fill('{"b":1,  "a":2, "b":3, "c": 1.10}');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await texts()).get(1)!.js)
      .toBe('{"b":1,  "a":2, "b":3, "c": 1.10}');
  });

  it('changes only the field changed in Edit row, the whole long text kept', async () => {
    const before = await texts();
    await goTo(0, columns.indexOf('note'));
    await (await grid().cell(0, 'note')).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Edit row' }).click();
    const panel = page.getByRole('dialog', { name: `Update row from ${table}` });
    expect(await panel.getByRole('textbox', { name: /^long/ }).inputValue()).toHaveLength(40_000);
    await panel.getByRole('textbox', { name: /^note/ }).fill('edited');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(async () => (await texts()).get(1)!.note).toBe('edited');
    expect((await texts()).get(1)).toEqual({ ...before.get(1), note: 'edited' });
  });

  it('inserts what was typed in Insert row, digit for digit and spelled as typed', async () => {
    const typed: Record<string, string> = {
      id: '4',
      i8: '9223372036854775807',
      num: '123456789012345678901234567890.000000000000000000000000000001',
      f8: '1e-07',
      js: '{"b":1,  "a":2, "b":3}',
      jsb: '1790000000000000001',
      addr: '10.0.1.1',
      span: '1 year 2 mons',
      ts: 'infinity',
      nums: '[1.50, 123456789012345678901234567890]',
      bigs: '[9223372036854775807]',
    };
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    await page.getByRole('menuitem', { name: /Insert row/ }).click();
    const panel = page.getByRole('dialog', { name: `Add new row to ${table}` });
    for (const [name, text] of Object.entries(typed)) {
      await panel.getByRole('textbox', { name: new RegExp(`^${name} \\(`) }).fill(text);
    }
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(async () => (await texts()).has(4)).toBe(true);
    const row = (await texts()).get(4)!;
    expect(row).toMatchObject({
      ...typed,
      f8: '1e-07',
      nums: '{1.50,123456789012345678901234567890}',
      bigs: '{9223372036854775807}',
    });
  });
});

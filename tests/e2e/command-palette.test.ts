import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

/** A name no earlier run left behind (the e2e instance keeps its data for the whole run). */
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}`;

/**
 * Ctrl+K as power users move (issue 12, item 12), in Chromium against the app as `npm start`
 * serves it: a table found by part of its name opens in the table editor, a screen by its title.
 */
describe('the command palette', () => {
  let browser: TestBrowser;
  const table = unique('palette_invoices');
  const prefixTable = unique('cu');
  let tableId: number;
  let prefixTableId: number;

  /** A table of one int4 column in `public`; answers its id. */
  async function createTable(name: string, column: string): Promise<number> {
    const created = await api<{ id: number }>(
      'POST',
      '/platform/pg-meta/default/tables',
      { name, schema: 'public', columns: [{ name: column, type: 'int4' }] },
      inject('baseUrl'),
    );
    expect(created.status).toBe(201);
    return created.body.id;
  }

  beforeAll(async () => {
    tableId = await createTable(table, 'amount');
    // A row, so the editor shows its grid rather than the empty table's notice.
    const inserted = await query(
      `insert into public.${table} (amount) values (42)`,
      {},
      inject('baseUrl'),
    );
    expect(inserted.status).toBe(200);
    prefixTableId = await createTable(prefixTable, 'id');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const id of [tableId, prefixTableId]) {
      await api('DELETE', `/platform/pg-meta/default/tables/${id}`, undefined, inject('baseUrl'));
    }
  });

  async function openPalette(path: string) {
    const page = await browser.context.newPage();
    // Shorter than the test timeout, so a missing element fails with its own message.
    page.setDefaultTimeout(10_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${inject('baseUrl')}${path}`);
    // The shell is up (its keybindings with it) once its header shows the palette's button.
    await page.getByRole('button', { name: /^Search/ }).waitFor();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    return { page, palette, errors };
  }

  const entry = (palette: ReturnType<Page['getByRole']>, name: string) =>
    palette.getByRole('menuitem', { name, exact: true });

  it('finds a table by part of its name and opens it in the table editor with Enter', async () => {
    const { page, palette, errors } = await openPalette('/project/default');
    // The middle of the name: not its start, not the whole.
    await page.keyboard.type(table.slice('palette_'.length, -2));
    const tables = palette.getByRole('group', { name: 'Tables' });
    await entry(tables, table).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/project/default/editor/${tableId}?schema=public`);
    await page.getByRole('grid', { name: table }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Command palette' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens a table whose name starts with the text before a screen that only contains it', async () => {
    // "cu" is inside Security and at the start of `cu_...`: the start wins, tables first.
    const { page, palette } = await openPalette('/project/default');
    await page.keyboard.type('cu');
    await entry(palette.getByRole('group', { name: 'Tables' }), prefixTable).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/project\/default\/editor\/\d+\?schema=/);
  });

  it('finds a screen by its title', async () => {
    const { page, palette } = await openPalette('/project/default/editor');
    await page.keyboard.type('Policies');
    await entry(palette.getByRole('group', { name: 'Screens' }), 'Policies').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/project/default/auth/policies');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe('Policies');
  });

  it('says No results, and closes with Escape where it was', async () => {
    const { page, palette } = await openPalette('/project/default');
    await page.keyboard.type('zzzz no such place');
    await palette.getByText('No results').waitFor();
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/project/default');
  });
});

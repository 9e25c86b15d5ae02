import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { sharedApp, type SharedApp } from './table-editor-grid/shared-app.js';

/**
 * The admin plugin's screens as a user drives them (issue 23): a table made from the tables
 * screen, its columns added and edited from the columns screen, then duplicated and deleted.
 */
const suffix = Date.now().toString(36);
const table = `admin_e2e_${suffix}`;
const copy = `${table}_duplicate`;

describe('database administration in the browser', () => {
  let app: SharedApp;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    app = sharedApp();
    await app.sql(`DROP TABLE IF EXISTS public.${table}, public.${copy}`);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.release([table, copy]);
  });

  const dialog = (name: string) => page.getByRole('dialog', { name });
  const tablesScreen = () =>
    page.goto(`${app.baseUrl}/project/default/database/tables?schema=public&search=${table}`);
  const columnNames = async (name: string) =>
    (
      await app.sql<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
        [name],
      )
    ).map((row) => row.column_name);
  const rowOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

  it('creates a table with columns from the tables screen', async () => {
    await tablesScreen();
    // The schema may have other tables or none: either way this one is not there yet.
    await page.getByText(/No results found|No tables created yet/).waitFor();
    await page.getByRole('button', { name: 'New table', exact: true }).click();
    const panel = dialog('Create a new table under public');
    await panel.getByRole('textbox', { name: 'Name' }).first().fill(table);
    await panel.getByRole('textbox', { name: 'Description' }).fill('Made on the tables screen');
    await panel.getByRole('button', { name: 'Add column' }).click();
    await panel
      .getByRole('group', { name: 'Column column 3' })
      .getByRole('textbox', { name: 'Name' })
      .fill('label');
    await panel
      .getByRole('group', { name: 'Column label' })
      .getByRole('button', { name: /Type/ })
      .click();
    await page.getByRole('option', { name: /^text / }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await columnNames(table)).toEqual(['id', 'created_at', 'label']);

    // The tables screen stays, and lists the new table without a reload.
    expect(new URL(page.url()).pathname).toBe('/project/default/database/tables');
    const row = rowOf(table);
    await row.getByText('Made on the tables screen').waitFor();
    await row.getByRole('link', { name: `3 columns of ${table}` }).click();
    await page.waitForURL(/\/project\/default\/database\/tables\/\d+$/);
  });

  it('adds and edits a column from the columns screen', async () => {
    await page.getByRole('cell', { name: 'label', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New column', exact: true }).click();
    const add = dialog('Add new column');
    await add.getByRole('textbox', { name: 'Name' }).fill('population');
    await add.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: /^int8 / }).click();
    await add.getByRole('textbox', { name: 'Default Value' }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'population', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit column population', exact: true }).click();
    const edit = dialog('Update column population');
    const name = edit.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe('population');
    await name.fill('inhabitants');
    await page.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'inhabitants', exact: true }).waitFor();
    expect(await columnNames(table)).toEqual(['id', 'created_at', 'label', 'inhabitants']);

    // The filter is case-sensitive.
    const filter = page.getByRole('searchbox', { name: 'Filter columns' });
    await filter.fill('LABEL');
    await page.getByText('No results found').waitFor();
    await filter.fill('label');
    await page.getByRole('cell', { name: 'label', exact: true }).waitFor();
  });

  it('duplicates the table, then deletes it after showing the statement', async () => {
    await page.getByRole('link', { name: 'Back to tables' }).click();
    await page.waitForURL(/\/project\/default\/database\/tables\?schema=public$/);
    await page.getByRole('searchbox', { name: 'Search for a table' }).fill(table.toUpperCase());
    await rowOf(table).waitFor();
    await page.getByRole('button', { name: `Actions for ${table}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Duplicate table' }).click();
    const duplicate = dialog(`Duplicate table ${table}`);
    await expect.poll(() => duplicate.getByRole('textbox').inputValue()).toBe(copy);
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await duplicate.waitFor({ state: 'detached' });
    await rowOf(copy).waitFor();
    expect(await columnNames(copy)).toEqual(['id', 'created_at', 'label', 'inhabitants']);

    await page.getByRole('button', { name: `Actions for ${copy}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete table' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Confirm deletion of table "${copy}"` });
    expect(await confirm.getByRole('region', { name: 'Statement to run' }).textContent()).toContain(
      `DROP TABLE "public"."${copy}" RESTRICT`,
    );
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await rowOf(copy).waitFor({ state: 'detached' });
    expect(await columnNames(copy)).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

/** A name no earlier run left behind (the e2e instance keeps its data for the whole run). */
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}`;

/**
 * The table editor's sidebar and its panels in Chromium, against the app as `npm start` serves
 * it: one story, from creating a schema to deleting the table made in it.
 */
describe('the table editor sidebar', () => {
  let browser: TestBrowser;
  let page: Page;
  const schema = unique('e2e_sidebar');
  const table = 'countries';
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    // Shorter than the test timeout, so a missing element fails with its own message.
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${inject('baseUrl')}/project/default/editor`);
  });
  afterAll(() => browser?.close());

  const sidebar = () => page.getByRole('navigation', { name: 'Table editor' });
  const list = () => sidebar().getByRole('grid', { name: 'Tables' });
  /** The rows' names (react-aria labels each row with its text value), in order. */
  const rowNames = () =>
    list()
      .getByRole('row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? r.textContent));
  const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });

  it('creates a schema and shows it', async () => {
    await sidebar().getByRole('button', { name: 'Create a new schema' }).click();
    const create = dialog('Create a new schema');
    await create.getByRole('textbox', { name: 'Name' }).fill(schema);
    await create.getByRole('button', { name: 'Create schema' }).click();
    await page.waitForURL(`**/project/default/editor?schema=${schema}`);
    await sidebar().getByRole('heading', { name: 'No entities available' }).waitFor();
    expect(
      await sidebar()
        .getByRole('button', { name: /Schema/ })
        .textContent(),
    ).toContain(schema);
  });

  it('creates a table with columns through the New table panel and lists it', async () => {
    await sidebar().getByRole('button', { name: 'New table' }).click();
    const panel = dialog(`Create a new table under ${schema}`);
    await panel.getByRole('textbox', { name: 'Name' }).first().fill(table);
    await panel.getByRole('textbox', { name: 'Description' }).fill('Countries of the world');
    await panel.getByRole('button', { name: 'Add column' }).click();
    await panel
      .getByRole('group', { name: 'Column column 3' })
      .getByRole('textbox', { name: 'Name' })
      .fill('label');
    // The card is named after its column, so it is 'Column label' from now on.
    const column = panel.getByRole('group', { name: 'Column label' });
    await column.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: /^text / }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/project/default/editor/\\d+\\?schema=${schema}$`));
    await list().getByRole('row', { name: table }).waitFor();
    // RLS is on by default, so the row carries no 'RLS Disabled' lint icon.
    expect(
      await list()
        .getByRole('row', { name: table })
        .getByRole('img', { name: 'RLS Disabled' })
        .count(),
    ).toBe(0);
    const columns = await query(
      `select column_name from information_schema.columns where table_schema = '${schema}' and table_name = '${table}' order by ordinal_position`,
    );
    expect(columns.body).toEqual([
      { column_name: 'id' },
      { column_name: 'created_at' },
      { column_name: 'label' },
    ]);
  });

  it('searches, filters by type and sorts the list', async () => {
    // A view sorts before the table alphabetically, after it by entity type.
    await query(`create view "${schema}"."a_view" as select 1 as x`);
    await page.reload();
    await list().getByRole('row', { name: 'a_view' }).waitFor();
    await expect.poll(rowNames).toEqual(['a_view', table]);

    const search = sidebar().getByRole('searchbox', { name: 'Search tables' });
    await search.fill('countr');
    await expect.poll(rowNames).toEqual([table]);
    await search.fill('zebra');
    await sidebar().getByText('Your search for "zebra" did not return any results').waitFor();
    await search.fill('');
    await expect.poll(rowNames).toEqual(['a_view', table]);

    await sidebar().getByRole('button', { name: 'Filter entity types' }).click();
    await dialog('Show entity types').getByRole('button', { name: 'Select only View' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(rowNames).toEqual(['a_view']);
    await sidebar().getByRole('button', { name: 'Filter entity types' }).click();
    await dialog('Show entity types').getByText('Table', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(rowNames).toEqual(['a_view', table]);

    await sidebar()
      .getByRole('button', { name: /Alphabetical/ })
      .click();
    await page.getByRole('option', { name: 'Entity Type' }).click();
    await expect.poll(rowNames).toEqual([table, 'a_view']);
  });

  it('adds a column and edits it through the column panel', async () => {
    await list().getByRole('row', { name: table }).click();
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    await page.getByRole('menuitem', { name: /Insert column/ }).click();
    const add = dialog('Add new column');
    await add.getByRole('textbox', { name: 'Name' }).fill('population');
    await add.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: /^int8 / }).click();
    await add.getByRole('textbox', { name: 'Default Value' }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await add.waitFor({ state: 'detached' });

    // The grid shows column headers (and their menus) once the table has a row.
    await query(`insert into "${schema}"."${table}" (label) values ('France')`);
    await page.reload();
    await page.getByRole('button', { name: 'population column menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit column' }).click();
    const edit = dialog('Update column population');
    const name = edit.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe('population');
    await name.fill('inhabitants');
    await page.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    const check = await query(
      `select column_name, column_default from information_schema.columns where table_schema = '${schema}' and table_name = '${table}' and column_name = 'inhabitants'`,
    );
    expect(check.body).toEqual([{ column_name: 'inhabitants', column_default: "'0'::bigint" }]);
  });

  it('duplicates the table from its row menu', async () => {
    await list().getByRole('row', { name: table }).click();
    await list()
      .getByRole('button', { name: `Actions for ${table}` })
      .click();
    await page.getByRole('menuitem', { name: 'Duplicate Table' }).click();
    const duplicate = dialog(`Duplicate table ${table}`);
    await duplicate.getByRole('textbox', { name: 'Name of the copy' }).fill(`${table}_copy`);
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await list()
      .getByRole('row', { name: `${table}_copy` })
      .waitFor();
  });

  it('deletes the table once its name is typed, and goes back to the editor home', async () => {
    await list().getByRole('row', { name: table, exact: true }).click();
    await page.waitForURL(new RegExp(`/editor/\\d+\\?schema=${schema}$`));
    await list()
      .getByRole('button', { name: `Actions for ${table}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete Table' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete table ${table}` });
    await confirm.getByRole('textbox').fill(table);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`**/project/default/editor?schema=${schema}`);
    await expect.poll(rowNames).toEqual([`${table}_copy`, 'a_view']);
  });

  it('shows the protected-schema notice for auth, without write controls', async () => {
    await page.goto(`${inject('baseUrl')}/project/default/editor?schema=auth`);
    await sidebar()
      .getByText('This schema is managed by the provider and is read-only through the table editor')
      .waitFor();
    await sidebar().getByRole('button', { name: 'Learn more' }).waitFor();
    expect(await sidebar().getByRole('button', { name: 'New table' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

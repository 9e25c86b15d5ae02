import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/*
 * The table editor's screens and overlays, checked by the e2e suite in Chromium on every run that
 * has this plugin on (tests/e2e/screens.test.ts; the shape is
 * `ScreenList` in tests/e2e/screens/screen.ts, found by tests/e2e/screens/collect.ts). Each is
 * opened on the demo table the suite makes: `table` is its name and id.
 */

/** The demo table the suite makes (tests/e2e/screens/fixture.ts). */
interface DemoTable {
  readonly name: string;
  readonly id: number;
}

/** Waits for a screen's content, or opens what it is about. */
type Step = (page: Page, table: DemoTable) => Promise<unknown>;
type Path = (table: DemoTable) => string;

export const plugin = 'data-grid';

const editor = (table: DemoTable) => `/project/default/editor/${table.id}`;
const gridReady = (page: Page, table: DemoTable) =>
  page.getByRole('grid', { name: table.name }).getByRole('row').nth(3).waitFor();
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * Chooses an option of a design-system Select inside `scope`. Its options may still be loading
 * (the roles), so it reopens the list until the option is there.
 */
async function pick(page: Page, scope: Locator, field: string, option: string) {
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect
    .poll(async () => {
      await scope.getByRole('button', { name: field }).first().click();
      await page.getByRole('listbox').waitFor();
      const options = await page.getByRole('option').allTextContents();
      // Closes only the list; the popover holding the Select stays open.
      if (!options.includes(option)) await page.keyboard.press('Escape');
      return options;
    })
    .toContain(option);
  await choice.click();
}

async function openTypeSearch(page: Page, table: DemoTable) {
  await gridReady(page, table);
  await button(page, 'Insert').click();
  await page.getByRole('menuitem', { name: /Insert column/ }).click();
  await dialog(page, 'Add new column').getByRole('button', { name: /Type/ }).click();
  await page.getByRole('searchbox', { name: 'Search column types' }).fill('time');
}

async function openInsertMenu(page: Page) {
  await button(page, 'Insert').click();
  await page.getByRole('menu').waitFor();
}

async function openRowEditor(page: Page, table: DemoTable) {
  await button(page, 'Insert').click();
  await page.getByRole('menuitem', { name: /Insert row/ }).click();
  await dialog(page, `Add new row to ${table.name}`).waitFor();
}

async function openTwoFilters(page: Page) {
  await button(page, 'Filter').click();
  const popover = dialog(page, 'Filter rows');
  await popover.getByRole('button', { name: 'Add filter' }).click();
  await popover.getByRole('button', { name: 'Add filter' }).click();
  await popover.getByRole('textbox', { name: 'Value' }).nth(1).waitFor();
}

async function openCsvImport(page: Page, table: DemoTable) {
  await gridReady(page, table);
  await button(page, 'Insert').click();
  await page.getByRole('menuitem', { name: /Import data from CSV/ }).click();
  await dialog(page, `Add data to ${table.name}`).waitFor();
}

/** The table editor's routes: its home, a table, and the menus and panels opened on it. */
export const screens: readonly { name: string; path: Path; ready: Step; open?: Step }[] = [
  {
    name: 'table-editor-home',
    path: () => '/project/default/editor',
    ready: (page) => page.getByRole('grid', { name: 'Tables' }).waitFor(),
  },
  {
    name: 'table-editor',
    path: editor,
    ready: gridReady,
  },
  {
    name: 'insert-menu',
    path: editor,
    ready: gridReady,
    open: openInsertMenu,
  },
  {
    name: 'row-editor',
    path: editor,
    ready: gridReady,
    open: openRowEditor,
  },
  {
    name: 'filter-popover',
    path: editor,
    ready: gridReady,
    open: openTwoFilters,
  },
  {
    name: 'role-popover',
    path: editor,
    ready: gridReady,
    open: async (page) => {
      await page.getByRole('button', { name: /^Role: / }).click();
      await page.getByRole('dialog', { name: 'View the table as a role' }).waitFor();
    },
  },
  {
    name: 'column-type-search',
    path: editor,
    ready: gridReady,
    open: openTypeSearch,
  },
  {
    name: 'csv-import',
    path: editor,
    ready: gridReady,
    open: openCsvImport,
  },
];

/**
 * Issue 12, item 7: the overlays the issue names, and every other kind the table editor opens.
 * One a screen above opens names it (`shownBy`), and is measured in that screen's visit.
 */
export const overlays: readonly { name: string; path: Path; open: Step; shownBy?: string }[] = [
  {
    name: 'Filter popover with two rules',
    path: editor,
    async open(page, table) {
      await gridReady(page, table);
      await openTwoFilters(page);
    },
    shownBy: 'filter-popover',
  },
  {
    name: 'operator list of a filter rule',
    path: editor,
    async open(page, table) {
      await gridReady(page, table);
      await button(page, 'Filter').click();
      await button(page, 'Add filter').click();
      await dialog(page, 'Filter rows')
        .getByRole('button', { name: /Operator/ })
        .click();
      await page.getByRole('listbox').waitFor();
    },
  },
  {
    name: 'Sort popover with two rules',
    path: editor,
    async open(page, table) {
      await gridReady(page, table);
      await button(page, 'Sort').click();
      const popover = dialog(page, 'Sort rows');
      await pick(page, popover, 'Pick a column to sort by', 'name');
      await pick(page, popover, 'Pick a column to sort by', 'population');
      await popover.getByText('then by').waitFor();
    },
  },
  {
    name: 'View-as-role popover with a user id',
    path: editor,
    async open(page, table) {
      await gridReady(page, table);
      await page.getByRole('button', { name: /^Role: / }).click();
      const popover = dialog(page, 'View the table as a role');
      await pick(page, popover, 'Role', 'authenticated');
      await popover.getByRole('textbox', { name: /User id/ }).waitFor();
    },
  },
  {
    name: 'Insert menu',
    path: editor,
    async open(page, table) {
      await gridReady(page, table);
      await openInsertMenu(page);
    },
    shownBy: 'insert-menu',
  },
  {
    name: 'column menu of the last column',
    path: editor,
    async open(page, table) {
      await gridReady(page, table);
      await button(page, 'owner_id column menu').click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'row menu',
    path: editor,
    async open(page, table) {
      await gridReady(page, table);
      await page
        .getByRole('grid', { name: table.name })
        .getByText('Peru')
        .click({ button: 'right' });
      await page.getByRole('menu', { name: 'Row actions' }).waitFor();
    },
  },
  {
    name: 'row editor side panel',
    path: editor,
    async open(page, table) {
      await gridReady(page, table);
      await openRowEditor(page, table);
    },
    shownBy: 'row-editor',
  },
  {
    name: 'table menu in the sidebar',
    path: editor,
    async open(page, table) {
      await gridReady(page, table);
      await button(page, `Actions for ${table.name}`).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'column type picker searching',
    path: editor,
    open: openTypeSearch,
    shownBy: 'column-type-search',
  },
  {
    name: 'CSV import dialog',
    path: editor,
    open: openCsvImport,
    shownBy: 'csv-import',
  },
];

import type { Page } from 'playwright-core';

/*
 * The admin screens and their overlays, checked by the e2e suite in Chromium on every run that has
 * this plugin on (tests/e2e/screens.test.ts; the shape is
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

export const plugin = 'admin';

const tables = (table: DemoTable) =>
  `/project/default/database/tables?schema=public&search=${table.name}`;
const tablesReady: Step = (page, table) =>
  page
    .getByRole('link', { name: `columns of ${table.name}` })
    .first()
    .waitFor();
const openRowMenu: Step = async (page, table) => {
  await tablesReady(page, table);
  await page.getByRole('button', { name: `Actions for ${table.name}`, exact: true }).click();
  await page.getByRole('menu').waitFor();
};

const columns = (table: DemoTable) => `/project/default/database/tables/${table.id}`;
const columnsReady: Step = (page) =>
  page.getByRole('cell', { name: 'name', exact: true }).waitFor();

const functions = () => '/project/default/database/functions?schema=public';
const functionsReady: Step = (page) =>
  page.getByRole('button', { name: 'Create a new function' }).waitFor();

const triggers = () => '/project/default/database/triggers?schema=public';
const triggersReady: Step = (page) =>
  page.getByRole('button', { name: 'Create a new trigger' }).waitFor();
const openTriggerPanel: Step = async (page, table) => {
  await triggersReady(page, table);
  await page.getByRole('button', { name: 'Create a new trigger' }).click();
  await page.getByRole('textbox', { name: 'Name of trigger' }).waitFor();
};
const types = () => '/project/default/database/types?schema=public';
const typesReady: Step = (page) =>
  page.getByRole('button', { name: 'Create type', exact: true }).waitFor();

const extensions = () => '/project/default/database/extensions';
const extensionsReady: Step = (page) =>
  page.getByRole('region', { name: 'Enabled extensions' }).waitFor();

const schemas = () => '/project/default/database/schemas?schema=public';
const schemasReady: Step = (page, table) =>
  page.getByRole('link', { name: table.name, exact: true }).waitFor();
const indexes = (table: DemoTable) =>
  `/project/default/database/indexes?schema=public&table=${table.name}`;
const indexesReady: Step = (page) =>
  page.getByRole('table', { name: 'Indexes in public', exact: true }).waitFor();

const columnPrivileges = (table: DemoTable) =>
  `/project/default/database/column-privileges?schema=public&table=${table.name}&role=anon`;
/** ALPHA behind its flag: switched on in this browser, as a user trying it does, then shown. */
const columnPrivilegesReady: Step = async (page, table) => {
  const flag = 'atrium:flag:column-privileges';
  if ((await page.evaluate((key) => localStorage.getItem(key), flag)) !== 'on') {
    await page.evaluate((key) => localStorage.setItem(key, 'on'), flag);
    await page.reload();
  }
  await page
    .getByRole('table', { name: `Column privileges of anon on ${table.name}`, exact: true })
    .waitFor();
};

export const screens: readonly { name: string; path: Path; ready: Step; open?: Step }[] = [
  { name: 'database-tables', path: tables, ready: tablesReady },
  { name: 'database-table-columns', path: columns, ready: columnsReady },
  { name: 'database-functions', path: functions, ready: functionsReady },
  { name: 'database-triggers', path: triggers, ready: triggersReady },
  { name: 'database-types', path: types, ready: typesReady },
  { name: 'database-extensions', path: extensions, ready: extensionsReady },
  { name: 'database-schemas', path: schemas, ready: schemasReady },
  { name: 'database-indexes', path: indexes, ready: indexesReady },
  { name: 'database-column-privileges', path: columnPrivileges, ready: columnPrivilegesReady },
];

export const overlays: readonly { name: string; path: Path; open: Step }[] = [
  { name: 'table row menu', path: tables, open: openRowMenu },
  {
    name: 'function side panel',
    path: functions,
    async open(page) {
      await functionsReady(page, { name: '', id: 0 });
      await page.getByRole('button', { name: 'Create a new function' }).click();
      await page.getByRole('textbox', { name: 'Name of function' }).waitFor();
    },
  },
  { name: 'trigger side panel', path: triggers, open: openTriggerPanel },
  {
    name: 'trigger function picker',
    path: triggers,
    async open(page, table) {
      await openTriggerPanel(page, table);
      await page.getByRole('button', { name: 'Choose a function to trigger' }).click();
      // The picker's content, once the functions have answered.
      await page
        .getByRole('list', { name: 'Trigger functions' })
        .or(page.getByText('No trigger functions found'))
        .waitFor();
    },
  },
  {
    name: 'enumerated type side panel',
    path: types,
    async open(page) {
      await typesReady(page, { name: '', id: 0 });
      await page.getByRole('button', { name: 'Create type', exact: true }).click();
      await page.getByRole('textbox', { name: 'Value 1', exact: true }).waitFor();
    },
  },
  {
    name: 'index side panel',
    path: indexes,
    async open(page, table) {
      await indexesReady(page, table);
      await page.getByRole('button', { name: 'Create index', exact: true }).click();
      await page.getByRole('checkbox', { name: 'name', exact: true }).waitFor();
    },
  },
  {
    name: 'delete table confirmation',
    path: tables,
    async open(page, table) {
      await openRowMenu(page, table);
      await page.getByRole('menuitem', { name: 'Delete table' }).click();
      await page
        .getByRole('alertdialog', { name: `Confirm deletion of table "${table.name}"` })
        .waitFor();
    },
  },
  {
    name: 'duplicate table dialog',
    path: tables,
    async open(page, table) {
      await openRowMenu(page, table);
      await page.getByRole('menuitem', { name: 'Duplicate table' }).click();
      // Named: the menu's popover is still a dialog while it fades out.
      await page.getByRole('dialog', { name: `Duplicate table ${table.name}` }).waitFor();
    },
  },
  {
    name: 'schema visualizer schema picker',
    path: schemas,
    async open(page, table) {
      await schemasReady(page, table);
      await page.getByRole('button', { name: /Schema/ }).click();
      await page.getByRole('listbox').waitFor();
    },
  },
  {
    name: 'delete column confirmation',
    path: columns,
    async open(page) {
      await columnsReady(page, { name: '', id: 0 });
      await page.getByRole('button', { name: 'Delete column name', exact: true }).click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
];

import type { Page } from 'playwright-core';

/*
 * The SQL editor and its overlays, checked by the e2e suite in Chromium on every run that has this
 * plugin on (tests/e2e/screens.test.ts; the shape is `ScreenList`
 * in tests/e2e/screens/screen.ts, found by tests/e2e/screens/collect.ts).
 */

type Step = (page: Page) => Promise<unknown>;
type Path = () => string;

export const plugin = 'sql';

const editor = () => '/project/default/sql/new';
const ready: Step = (page) => page.getByRole('textbox', { name: 'SQL' }).waitFor();

/** Asked before the API runs a DROP, TRUNCATE, or DELETE or UPDATE without WHERE; never confirmed here. */
const askDestructive: Step = async (page) => {
  await page.getByRole('textbox', { name: 'SQL' }).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('drop table overlay_check_never_run');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Potential issue detected with your query' })
    .waitFor();
};

/** The dialog once its list is read: its loading state is gone before it is checked. */
const openRunningQueries: Step = async (page) => {
  await page.getByRole('button', { name: 'Running queries' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('list', { name: 'Running queries' })
    .or(dialog.getByText(/^No queries are currently running/))
    .waitFor();
};

export const screens: readonly { name: string; path: Path; ready: Step; open?: Step }[] = [
  { name: 'sql-editor', path: editor, ready },
  { name: 'sql-running-queries', path: editor, ready, open: openRunningQueries },
  { name: 'sql-destructive-confirmation', path: editor, ready, open: askDestructive },
  {
    // The result grid with a NULL and a value longer than a cell shows (cut with an ellipsis).
    name: 'sql-results',
    path: editor,
    ready,
    open: async (page) => {
      await page.getByRole('textbox', { name: 'SQL' }).click();
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText(
        "select n, md5(n::text) as hash, null as nothing, repeat('long ', 100) as long from generate_series(1, 50) as n;",
      );
      // Ending on ';' leaves no word to complete; a list opened anyway is closed, as a user would.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await page
        .getByRole('table', { name: 'Result 1', exact: true })
        .getByRole('cell')
        .first()
        .waitFor();
    },
  },
  {
    // The plan tree of a statement not run: its one node takes the whole cost, so it is costly.
    name: 'sql-explain-plan',
    path: editor,
    ready,
    open: async (page) => {
      await page.getByRole('textbox', { name: 'SQL' }).click();
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Delete');
      await page.keyboard.type('select n from generate_series(1, 100) as n');
      // Typing opened the completion list; a user closes it before looking at the plan.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Explain', exact: true }).click();
      await page.getByRole('treegrid', { name: 'Query plan' }).waitFor();
    },
  },
  {
    name: 'sql-templates',
    path: () => '/project/default/sql/templates',
    ready: (page) => page.getByRole('list', { name: 'Templates', exact: true }).waitFor(),
  },
  {
    name: 'sql-quickstarts',
    path: () => '/project/default/sql/quickstarts',
    ready: (page) => page.getByRole('list', { name: 'Quickstarts', exact: true }).waitFor(),
  },
  {
    name: 'sql-history',
    path: () => '/project/default/sql/history',
    // The list, or the empty state of a history nobody has run anything into yet.
    ready: (page) =>
      page
        .getByRole('list', { name: 'SQL history', exact: true })
        .or(page.getByText('No queries run yet', { exact: true }))
        .waitFor(),
  },
];

/** The first two are what screens above open, measured in those screens' visits (`shownBy`). */
export const overlays: readonly { name: string; path: Path; open: Step; shownBy?: string }[] = [
  {
    name: 'running queries',
    path: editor,
    open: openRunningQueries,
    shownBy: 'sql-running-queries',
  },
  {
    name: 'destructive statement confirmation',
    path: editor,
    open: askDestructive,
    shownBy: 'sql-destructive-confirmation',
  },
  {
    name: 'run as a role',
    path: editor,
    async open(page) {
      await page.getByRole('button', { name: /^Role:/ }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

import type { Page } from 'playwright-core';

/*
 * The policies screen and its overlays, checked by the e2e suite in Chromium on every run that has
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

export const plugin = 'rls';

const policies = (table: DemoTable) =>
  `/project/default/auth/policies?schema=public&search=${table.name}`;

/** The policy editor, opened for the demo table. */
const openPolicyEditor: Step = async (page, table) => {
  await page
    .getByRole('region', { name: table.name })
    .getByRole('button', { name: 'Create policy' })
    .click();
  await page.getByRole('dialog').waitFor();
};

/** The policies screen, searched down to the demo table, and its policy editor. */
export const screens: readonly { name: string; path: Path; ready: Step; open?: Step }[] = [
  {
    name: 'policies',
    path: policies,
    ready: (page, table) => page.getByRole('region', { name: table.name }).waitFor(),
  },
  {
    name: 'policy-editor',
    path: policies,
    ready: (page, table) => page.getByRole('region', { name: table.name }).waitFor(),
    open: openPolicyEditor,
  },
];

/** The policy editor (measured in its screen's visit) and the confirmation RLS's switch asks for. */
export const overlays: readonly { name: string; path: Path; open: Step; shownBy?: string }[] = [
  { name: 'policy editor', path: policies, open: openPolicyEditor, shownBy: 'policy-editor' },
  {
    name: 'disable RLS confirmation',
    path: policies,
    async open(page, table) {
      await page
        .getByRole('region', { name: table.name })
        .getByRole('button', { name: /Disable RLS/ })
        .click();
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).waitFor();
    },
  },
];

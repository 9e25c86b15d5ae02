import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsSettled } from '../harness/animations.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { createDemoTable, demoTable, dropDemoTable } from './screens/fixture.js';
import { overlayGeometry } from './screens/geometry.js';
import { sizes } from './screens/screens.js';

/** An overlay of the app, opened the way a user opens it. */
interface Overlay {
  readonly name: string;
  readonly path: (tableId: number) => string;
  readonly open: (page: Page) => Promise<void>;
}

const editor = (id: number) => `/project/default/editor/${id}`;
const policies = () => `/project/default/auth/policies?schema=public&search=${demoTable}`;

async function gridReady(page: Page) {
  await page.getByRole('grid', { name: demoTable }).getByRole('row').nth(3).waitFor();
}
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

/** Issue 12, item 7: the overlays the issue names, and every other kind the screens open. */
const overlays: readonly Overlay[] = [
  {
    name: 'Filter popover with two rules',
    path: editor,
    async open(page) {
      await gridReady(page);
      await button(page, 'Filter').click();
      await button(page, 'Add filter').click();
      await button(page, 'Add filter').click();
      await dialog(page, 'Filter rows').getByRole('textbox', { name: 'Value' }).nth(1).waitFor();
    },
  },
  {
    name: 'operator list of a filter rule',
    path: editor,
    async open(page) {
      await gridReady(page);
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
    async open(page) {
      await gridReady(page);
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
    async open(page) {
      await gridReady(page);
      await page.getByRole('button', { name: /^Role: / }).click();
      const popover = dialog(page, 'View the table as a role');
      await pick(page, popover, 'Role', 'authenticated');
      await popover.getByRole('textbox', { name: /User id/ }).waitFor();
    },
  },
  {
    name: 'Insert menu',
    path: editor,
    async open(page) {
      await gridReady(page);
      await button(page, 'Insert').click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'column menu of the last column',
    path: editor,
    async open(page) {
      await gridReady(page);
      await button(page, 'owner_id column menu').click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'row menu',
    path: editor,
    async open(page) {
      await gridReady(page);
      await page
        .getByRole('grid', { name: demoTable })
        .getByText('Peru')
        .click({ button: 'right' });
      await page.getByRole('menu', { name: 'Row actions' }).waitFor();
    },
  },
  {
    name: 'row editor side panel',
    path: editor,
    async open(page) {
      await gridReady(page);
      await button(page, 'Insert').click();
      await page.getByRole('menuitem', { name: /Insert row/ }).click();
      await dialog(page, `Add new row to ${demoTable}`).waitFor();
    },
  },
  {
    name: 'table menu in the sidebar',
    path: editor,
    async open(page) {
      await gridReady(page);
      await button(page, `Actions for ${demoTable}`).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'policy editor',
    path: policies,
    async open(page) {
      await page
        .getByRole('region', { name: demoTable })
        .getByRole('button', { name: 'Create policy' })
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'disable RLS confirmation',
    path: policies,
    async open(page) {
      await page
        .getByRole('region', { name: demoTable })
        .getByRole('button', { name: /Disable RLS/ })
        .click();
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).waitFor();
    },
  },
  {
    name: 'command palette',
    path: editor,
    async open(page) {
      await gridReady(page);
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog').waitFor();
    },
  },
];

describe('overlays stay inside the viewport, their actions reachable (issue 12, item 7)', () => {
  let browser: TestBrowser;
  let tableId: number;
  beforeAll(async () => {
    tableId = await createDemoTable();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await dropDemoTable();
  });

  const cases = sizes.flatMap((size) =>
    overlays.map((overlay) => ({ ...size, overlay, name: overlay.name })),
  );

  it.each(cases)('$name at $width×$height', async ({ width, height, overlay }) => {
    const page = await browser.context.newPage();
    try {
      // Fail on a missing control with its locator, before the test's own timeout.
      page.setDefaultTimeout(10_000);
      await page.setViewportSize({ width, height });
      await page.goto(`${inject('baseUrl')}${overlay.path(tableId)}`);
      await overlay.open(page);
      // Entering overlays scale in; measure them at rest.
      await animationsSettled(page);
      const geometry = await overlayGeometry(page);
      expect(geometry.overlays.length).toBeGreaterThan(0);
      expect(geometry.outside).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

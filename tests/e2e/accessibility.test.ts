import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { photographAndCheckShown, showIn } from './screens/check-screen.js';
import { collectScreens } from './screens/collect.js';
import { colorSchemes } from './screens/core.js';
import { createDemoTable, demoTable, dropDemoTable } from './screens/fixture.js';
import { screenshotSize } from './screens/screenshots.js';
import { reusedPage } from './support/reused-page.js';

/** Core's screens and each running plugin's own (`e2e/screens.ts` in its folder). */
const { plugins, screens } = await collectScreens();

/**
 * Issue 12, item 15: every screen, as Chromium renders it, in both colour schemes. Each run also
 * photographs them (`pnpm screenshots` keeps the pictures for the docs). A screen is loaded and
 * opened once and checked in each scheme in turn: the app follows the system's scheme as it
 * changes (ThemeProvider), so loading it again per scheme would only repeat the wait. The screens
 * load one after another into one page per browser (`reusedPage`).
 */
describe('accessibility of every screen', () => {
  let browser: TestBrowser;
  let signedOutBrowser: TestBrowser;
  let signedInPage: () => Promise<Page>;
  let signedOutPage: () => Promise<Page>;
  let tableId: number;
  beforeAll(async () => {
    tableId = await createDemoTable();
    browser = await launchBrowser();
    signedOutBrowser = await launchBrowser({ signedInAt: [] });
    signedInPage = reusedPage(browser);
    signedOutPage = reusedPage(signedOutBrowser);
  });
  afterAll(async () => {
    await browser?.close();
    await signedOutBrowser?.close();
    await dropDemoTable();
  });

  it('checks the screens of the first-party plugins the app runs, from their own lists', () => {
    expect(plugins).toEqual(expect.arrayContaining(['data-grid', 'rls']));
  });

  it.each(screens)(
    `$name in ${colorSchemes.join(' and ')}: one main, one h1, axe clean`,
    async (screen) => {
      const table = { name: demoTable, id: tableId };
      const page = await (screen.signedOut ? signedOutPage : signedInPage)();
      await page.emulateMedia({ colorScheme: colorSchemes[0] });
      await page.setViewportSize(screenshotSize);
      await page.goto(`${inject('baseUrl')}${screen.path(table)}`);
      await screen.ready(page, table);
      await screen.open?.(page, table);
      for (const colorScheme of colorSchemes) {
        await showIn(page, colorScheme);
        await photographAndCheckShown(page, screen.name, colorScheme);
      }
    },
  );
});

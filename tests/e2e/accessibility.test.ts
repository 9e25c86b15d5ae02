import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { photographAndCheck } from './screens/check-screen.js';
import { collectScreens } from './screens/collect.js';
import { colorSchemes } from './screens/core.js';
import { createDemoTable, demoTable, dropDemoTable } from './screens/fixture.js';

/** Core's screens and each running plugin's own (`e2e/screens.ts` in its folder). */
const { plugins, screens } = await collectScreens();

/**
 * Issue 12, item 15: every screen, as Chromium renders it, in both colour schemes. Each run also
 * refreshes the screenshots the docs show (docs/guides/screenshots/).
 */
describe('accessibility of every screen', () => {
  let browser: TestBrowser;
  let signedOutBrowser: TestBrowser;
  let tableId: number;
  beforeAll(async () => {
    tableId = await createDemoTable();
    browser = await launchBrowser();
    signedOutBrowser = await launchBrowser({ signedInAt: [] });
  });
  afterAll(async () => {
    await browser?.close();
    await signedOutBrowser?.close();
    await dropDemoTable();
  });

  it('checks the screens of the first-party plugins the app runs, from their own lists', () => {
    expect(plugins).toEqual(expect.arrayContaining(['data-grid', 'rls']));
  });

  const cases = colorSchemes.flatMap((colorScheme) =>
    screens.map((screen) => ({ colorScheme, screen, name: screen.name })),
  );

  it.each(cases)(
    '$name in $colorScheme: one main, one h1, axe clean',
    async ({ colorScheme, screen }) => {
      const table = { name: demoTable, id: tableId };
      const page = await (screen.signedOut ? signedOutBrowser : browser).context.newPage();
      try {
        await photographAndCheck(page, {
          ...screen,
          ready: (page) => screen.ready(page, table),
          open: screen.open && ((page) => screen.open!(page, table)),
          colorScheme,
          url: `${inject('baseUrl')}${screen.path(table)}`,
        });
      } finally {
        await page.close();
      }
    },
  );
});

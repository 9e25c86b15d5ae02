import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { photographAndCheck } from './screens/check-screen.js';
import { createDemoTable, dropDemoTable } from './screens/fixture.js';
import { colorSchemes, screens } from './screens/screens.js';

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

  const cases = colorSchemes.flatMap((colorScheme) =>
    screens.map((screen) => ({ colorScheme, screen, name: screen.name })),
  );

  it.each(cases)(
    '$name in $colorScheme: one main, one h1, axe clean',
    async ({ colorScheme, screen }) => {
      const page = await (screen.signedOut ? signedOutBrowser : browser).context.newPage();
      try {
        await photographAndCheck(page, {
          ...screen,
          colorScheme,
          url: `${inject('baseUrl')}${screen.path(tableId)}`,
        });
      } finally {
        await page.close();
      }
    },
  );
});

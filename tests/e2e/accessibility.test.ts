import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { axeViolations, landmarkCounts } from './screens/axe.js';
import { createDemoTable, dropDemoTable } from './screens/fixture.js';
import { screenshotPath, screenshotSize } from './screens/screenshots.js';
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
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize(screenshotSize);
        await page.goto(`${inject('baseUrl')}${screen.path(tableId)}`);
        await screen.ready(page);
        await screen.open?.(page);
        // Let entering overlays finish their animation, so contrast is judged at full opacity.
        await page.waitForTimeout(400);
        // Taken before the checks, so a failure leaves the picture of what failed.
        await page.screenshot({
          path: screenshotPath(screen.name, colorScheme),
          // Still frames, so a rerun rewrites only the screens that changed.
          animations: 'disabled',
          caret: 'hide',
        });
        expect(await landmarkCounts(page)).toEqual({ main: 1, h1: 1 });
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

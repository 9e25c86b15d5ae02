import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsSettled } from '../harness/animations.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { createDemoTable, demoTable, dropDemoTable } from './screens/fixture.js';
import { overlayGeometry } from './screens/geometry.js';
import { collectScreens } from './screens/collect.js';
import { sizes } from './screens/core.js';

/** Core's overlays and each running plugin's own (`e2e/screens.ts` in its folder). */
const { overlays } = await collectScreens();

/** Issue 12, item 7: the overlays the issue names, and every other kind the screens open. */
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
      const table = { name: demoTable, id: tableId };
      await page.goto(`${inject('baseUrl')}${overlay.path(table)}`);
      await overlay.open(page, table);
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

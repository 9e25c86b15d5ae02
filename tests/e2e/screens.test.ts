import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { photographAndCheckShown, showIn } from './screens/check-screen.js';
import { collectScreens } from './screens/collect.js';
import { colorSchemes, sizes } from './screens/core.js';
import { createDemoTable, demoTable, dropDemoTable } from './screens/fixture.js';
import { restingGeometry } from './screens/geometry.js';
import type { DemoTable, Overlay, Screen } from './screens/screen.js';
import { refreshingScreenshots, screenshotSize } from './screens/screenshots.js';
import { planVisits, type Visit } from './screens/visits.js';
import { reusedPage } from './support/reused-page.js';

/** Core's screens and overlays and each running plugin's own (`e2e/screens.ts` in its folder). */
const { plugins, screens, overlays } = await collectScreens();

/** Smallest first. */
const growing = [...sizes].sort((a, b) => a.width * a.height - b.width * b.height);
const sizeNames = growing.map(({ width, height }) => `${width}×${height}`).join(', ');

/**
 * Issue 12, items 7 and 15: every screen as Chromium renders it, in both colour schemes (one
 * `main`, one `h1`, axe clean), and every kind of overlay the screens open, inside the viewport
 * with its controls reachable at each size. Each check is a test of its own, named for what it
 * checks, but a screen and an overlay opened on it share one load (./screens/visits.ts): the
 * screens load one after another into one page per browser (`reusedPage`), and a test leaves the
 * page to the next one of its visit only once its own steps are done, else the next loads afresh.
 */
describe('every screen and overlay, in one visit each', () => {
  let browser: TestBrowser;
  let signedOutBrowser: TestBrowser;
  let signedInPage: () => Promise<Page>;
  let signedOutPage: () => Promise<Page>;
  let table: DemoTable;
  /** The visit whose first check left the page to its second. */
  let carried: Visit | undefined;
  beforeAll(async () => {
    table = { name: demoTable, id: await createDemoTable() };
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

  /** The page left by this visit's first check, if it finished; else none. */
  const takeCarried = (visit: Visit) => {
    const from = carried;
    carried = undefined;
    return from === visit;
  };

  /**
   * A screen in each colour scheme (loaded once, then switched: the app follows the system's
   * scheme). After its overlay was measured in the same visit it is brought back to its size and
   * checked as it is; the docs' pictures are of screens loaded at their size, so a screenshot
   * refresh loads it afresh.
   */
  async function checkScreen(visit: Visit, screen: Screen) {
    const page = await (screen.signedOut ? signedOutPage : signedInPage)();
    page.setDefaultTimeout(30_000);
    if (takeCarried(visit) && !refreshingScreenshots) {
      await page.setViewportSize(screenshotSize);
      // The overlay is placed again for the size: checked once it holds still.
      await restingGeometry(page);
    } else {
      await page.emulateMedia({ colorScheme: colorSchemes[0] });
      await page.setViewportSize(screenshotSize);
      await page.goto(`${inject('baseUrl')}${screen.path(table)}`);
      await screen.ready(page, table);
      await screen.open?.(page, table);
    }
    for (const colorScheme of colorSchemes) {
      await showIn(page, colorScheme);
      await photographAndCheckShown(page, screen.name, colorScheme);
    }
    if ('order' in visit && visit.order === 'screen first') carried = visit;
  }

  /**
   * An overlay opened once at the smallest size, where it is hardest to fit and its trigger
   * hardest to reach, and measured there and again as the window grows to each larger size
   * (react-aria places an open overlay on a resize as it does on opening). It opens on the screen
   * of its visit, or on a fresh load of its path.
   */
  async function checkOverlay(visit: Visit, overlay: Overlay) {
    const page = await signedInPage();
    // Fail on a missing control with its locator, before the test's own timeout.
    page.setDefaultTimeout(10_000);
    // In the scheme a fresh browser has: the screen's check may have left the dark one.
    if (takeCarried(visit)) {
      await showIn(page, 'light');
      await page.setViewportSize(growing[0]!);
    } else {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(growing[0]!);
      await page.goto(`${inject('baseUrl')}${overlay.path(table)}`);
    }
    if ('order' in visit && visit.order === 'overlay first') {
      await visit.screen.ready(page, table);
      await visit.screen.open!(page, table);
    } else {
      await overlay.open(page, table);
    }
    for (const size of growing) {
      await page.setViewportSize(size);
      // Entering overlays scale in; measure them at rest.
      const geometry = await restingGeometry(page);
      const at = `at ${size.width}×${size.height}`;
      expect.soft(geometry.overlays.length, at).toBeGreaterThan(0);
      expect.soft(geometry.outside, at).toEqual([]);
    }
    if ('order' in visit && visit.order === 'overlay first') carried = visit;
  }

  it('checks the screens of the first-party plugins the app runs, from their own lists', () => {
    expect(plugins).toEqual(expect.arrayContaining(['data-grid', 'rls']));
  });

  const screenTest = (visit: Visit, screen: Screen) =>
    it(`'${screen.name}' in ${colorSchemes.join(' and ')}: one main, one h1, axe clean`, () =>
      checkScreen(visit, screen));
  const overlayTest = (visit: Visit, overlay: Overlay) =>
    it(`overlay '${overlay.name}' at ${sizeNames}`, () => checkOverlay(visit, overlay));

  for (const visit of planVisits(screens, overlays, demoTable)) {
    if (!visit.overlay) screenTest(visit, visit.screen);
    else if (!visit.screen) overlayTest(visit, visit.overlay);
    else if (visit.order === 'overlay first') {
      overlayTest(visit, visit.overlay);
      screenTest(visit, visit.screen);
    } else {
      screenTest(visit, visit.screen);
      overlayTest(visit, visit.overlay);
    }
  }
});

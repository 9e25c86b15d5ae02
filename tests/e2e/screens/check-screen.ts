import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled } from '../../harness/animations.js';
import { axeViolations, landmarkCounts } from './axe.js';
import { screenshotPath, screenshotSize } from './screenshots.js';

export interface ScreenVisit {
  readonly name: string;
  readonly url: string;
  readonly colorScheme: 'light' | 'dark';
  /** Resolves once the screen shows what it is about. */
  readonly ready: (page: Page) => Promise<unknown>;
  /** Opens an overlay or a state after `ready`, if the screen is about one. */
  readonly open?: (page: Page) => Promise<unknown>;
}

/**
 * Opens a screen in `page`, takes its picture for the docs (docs/guides/screenshots/), and checks
 * it has one `main` and one `h1` and that axe finds nothing.
 */
export async function photographAndCheck(page: Page, visit: ScreenVisit): Promise<void> {
  await page.emulateMedia({ colorScheme: visit.colorScheme });
  await page.setViewportSize(screenshotSize);
  await page.goto(visit.url);
  await visit.ready(page);
  await visit.open?.(page);
  await photographAndCheckShown(page, visit.name, visit.colorScheme);
}

/**
 * Takes the picture of the screen `page` shows, at rest, and checks its landmarks and axe. The
 * picture is taken before the checks, so a failure leaves the picture of what failed.
 */
export async function photographAndCheckShown(
  page: Page,
  name: string,
  colorScheme: 'light' | 'dark',
): Promise<void> {
  // Entering overlays fade in: contrast is judged at full opacity.
  await animationsSettled(page);
  await page.screenshot({
    path: screenshotPath(name, colorScheme),
    // Still frames, so a rerun rewrites only the screens that changed.
    animations: 'disabled',
    caret: 'hide',
  });
  expect(await landmarkCounts(page)).toEqual({ main: 1, h1: 1 });
  expect(await axeViolations(page)).toEqual([]);
}

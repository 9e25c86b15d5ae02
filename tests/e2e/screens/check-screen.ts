import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled } from '../../harness/animations.js';
import { axeViolations, landmarkCounts } from './axe.js';
import { screenshotPath } from './screenshots.js';

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

/** Switches the page's colour scheme and resolves once the app shows it (the theme follows it). */
export async function showIn(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(
    (scheme) => document.documentElement.dataset.colorMode === scheme,
    colorScheme,
  );
}
